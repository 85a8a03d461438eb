import type { Challenge } from '@gatehouse-auth/core';
import {
  FACE_SCAN_SDK_VERSION,
  FACE_SCAN_SDK_VERSION_HEADER,
  faceMatchFlowResponseSchema,
  faceMatchStatusSchema,
  faceMatchTriggerResponseSchema,
  faceScanResultSchema,
  type FaceMatchStatusResult,
} from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http } from 'msw';
import { phone, required } from '../../kit/fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import { readBody } from '../../kit/routeKit';
import type { Scenario } from '../../kit/scenario';
import {
  newOneTimeToken,
  offeredChallenge,
  passCurrentChallenge,
  type TokenState,
} from '../../kit/state';

/** What a face-match account does, in `scenario.options.faceMatch`. */
export interface FaceMatchBehaviour {
  /** The intro's POST …/flow result. Default START_FACE_TEC. */
  introResult?: string;
  /** Status polls answered STILL_PROCESSING after each submit before the verdict. Default 2. */
  pendingPolls?: number;
  /** The verdict for each submitted scan in turn (the last repeats). Default ACCEPTED. STILL_PROCESSING never decides. */
  verdicts?: FaceMatchStatusResult[];
  /** POST …/flow/rejection's result. Default OTHER_METHODS_SELECTED. */
  rejectionResult?: string;
}

/** One face-scan session: the latest trigger's id, whether its scan arrived, and the polls since. */
interface FaceMatchMemory {
  sessionId: string;
  /** Scans submitted so far for this token (picks the verdict). */
  submissions: number;
  submitted: boolean;
  polls: number;
}

/** The trigger's fixed keys; a real server issues the SDK's own. */
export const faceMatchKeys = {
  productionKey: 'mock-production-key',
  deviceKeyIdentifier: 'mock-device-key-identifier',
  faceScanPublicKey: 'mock-face-scan-public-key',
} as const;

export const faceMatchChallenge: Challenge = { type: 'FACE_MATCH', viewData: { attributes: {} } };

const notRequired = errorAnswer(
  400,
  'challenge_not_required',
  'This token does not need a FACE_MATCH challenge now.',
);
const notTriggered = errorAnswer(
  400,
  'facematch_not_triggered',
  'Start a face-scan session first.',
);
const notSubmitted = errorAnswer(400, 'facematch_not_submitted', 'Submit the face scan first.');
const wrongSdk = errorAnswer(
  400,
  'facematch_sdk_version_unsupported',
  `Send ${FACE_SCAN_SDK_VERSION_HEADER}: ${FACE_SCAN_SDK_VERSION}.`,
);

const submitKeys = new Set([
  'sessionId',
  'faceScan',
  'auditTrailImage',
  'lowQualityAuditTrailImage',
]);
// A JPEG, base64 without a data: prefix, starts with the bytes FF D8 FF: "/9j/".
const base64Jpeg = /^\/9j\/[A-Za-z0-9+/]*={0,2}$/;

function behaviour(token: TokenState): FaceMatchBehaviour {
  return (token.scenario.options?.faceMatch as FaceMatchBehaviour | undefined) ?? {};
}

/** Why a submit body is not what the SDK sends, or undefined when it is. */
function submitProblem(
  body: Record<string, unknown>,
  memory: FaceMatchMemory,
): MockAnswer | undefined {
  const unknown = Object.keys(body).filter((key) => !submitKeys.has(key));
  if (unknown.length > 0)
    return unexpectedAnswer(400, `Unknown submit fields: ${unknown.join(', ')}.`);
  const parsed = z.safeParse(faceScanResultSchema, body);
  if (!parsed.success)
    return unexpectedAnswer(400, 'The submit body needs sessionId, faceScan and auditTrailImage.');
  const { sessionId, auditTrailImage, lowQualityAuditTrailImage } = parsed.data;
  if (sessionId !== memory.sessionId)
    return errorAnswer(400, 'facematch_session_mismatch', 'This scan belongs to another session.');
  for (const image of [auditTrailImage, lowQualityAuditTrailImage]) {
    if (image !== undefined && !base64Jpeg.test(image)) {
      return errorAnswer(
        400,
        'facematch_invalid_image',
        'Audit-trail images are base64 JPEGs, without a data: prefix.',
      );
    }
  }
  return undefined;
}

/**
 * The face-match routes of API.md §5, all under `/gateway/v1/one-time-token/facematch`:
 * POST /flow, GET /trigger (needs the SDK version header), POST /submit (checks the body),
 * GET /status, POST /flow/rejection.
 */
const faceMatchHandlers: ChallengeHandlers = ({ site, tokenRoute }) => {
  const path = (end: string) => site(`/gateway/v1/one-time-token/facematch${end}`);
  const memoryOf = (token: TokenState) => token.data.faceMatch as FaceMatchMemory | undefined;

  const flow = (pick: (b: FaceMatchBehaviour) => string) =>
    tokenRoute(async (token) => {
      if (!offeredChallenge(token, 'FACE_MATCH')) return notRequired;
      return {
        status: 200,
        json: z.parse(faceMatchFlowResponseSchema, { result: pick(behaviour(token)) }),
      };
    });

  return [
    http.post(
      path('/flow'),
      flow((b) => b.introResult ?? 'START_FACE_TEC'),
    ),
    http.post(
      path('/flow/rejection'),
      flow((b) => b.rejectionResult ?? 'OTHER_METHODS_SELECTED'),
    ),
    http.get(
      path('/trigger'),
      tokenRoute(async (token, request) => {
        if (!offeredChallenge(token, 'FACE_MATCH')) return notRequired;
        if (request.headers.get(FACE_SCAN_SDK_VERSION_HEADER) !== FACE_SCAN_SDK_VERSION)
          return wrongSdk;
        const sessionId = `fs-${newOneTimeToken().slice(4, 16)}`;
        // Every trigger is a new session: an earlier scan no longer counts.
        token.data.faceMatch = {
          sessionId,
          submissions: memoryOf(token)?.submissions ?? 0,
          submitted: false,
          polls: 0,
        } satisfies FaceMatchMemory;
        return {
          status: 200,
          json: z.parse(faceMatchTriggerResponseSchema, { ...faceMatchKeys, sessionId }),
        };
      }),
    ),
    http.post(
      path('/submit'),
      tokenRoute(async (token, request) => {
        if (!offeredChallenge(token, 'FACE_MATCH')) return notRequired;
        const memory = memoryOf(token);
        if (!memory) return notTriggered;
        const problem = submitProblem(await readBody(request), memory);
        if (problem) return problem;
        memory.submitted = true;
        memory.submissions += 1;
        memory.polls = 0;
        return { status: 204 };
      }),
    ),
    http.get(
      path('/status'),
      tokenRoute(async (token) => {
        if (!offeredChallenge(token, 'FACE_MATCH')) return notRequired;
        const memory = memoryOf(token);
        if (!memory?.submitted) return notSubmitted;
        memory.polls += 1;
        const { pendingPolls = 2, verdicts = ['ACCEPTED'] } = behaviour(token);
        const verdict = verdicts[Math.min(memory.submissions, verdicts.length) - 1] ?? 'ACCEPTED';
        const result: FaceMatchStatusResult =
          memory.polls <= pendingPolls ? 'STILL_PROCESSING' : verdict;
        if (result === 'ACCEPTED') passCurrentChallenge(token);
        return { status: 200, json: z.parse(faceMatchStatusSchema, { result }) };
      }),
    ),
  ];
};

const withFaceMatch = (faceMatch: FaceMatchBehaviour) => ({ faceMatch });
const faceMatchOrSms = [required(faceMatchChallenge, [phone('SMS')])];

const faceMatchScenarios: Scenario[] = [
  {
    email: 'face-match@gatehouse.test',
    demonstrates:
      'Video selfie (FACE_MATCH): the status answers STILL_PROCESSING twice, then ACCEPTED. An SMS alternative.',
    challenges: faceMatchOrSms,
    options: withFaceMatch({}),
  },
  {
    email: 'face-match-rejected@gatehouse.test',
    demonstrates:
      'Video selfie REJECTED after 1 poll; the rejection flow answers OTHER_METHODS_SELECTED: the other ways (SMS).',
    challenges: faceMatchOrSms,
    options: withFaceMatch({ pendingPolls: 1, verdicts: ['REJECTED'] }),
  },
  {
    email: 'face-match-failed@gatehouse.test',
    demonstrates:
      "Video selfie FAILED after 1 poll ('We couldn't verify your selfie'); Try again is ACCEPTED after 1 poll.",
    challenges: faceMatchOrSms,
    options: withFaceMatch({ pendingPolls: 1, verdicts: ['FAILED', 'ACCEPTED'] }),
  },
  {
    email: 'face-match-timeout@gatehouse.test',
    demonstrates: 'Video selfie that stays STILL_PROCESSING: TIMED_OUT after 30 polls (30 s).',
    challenges: faceMatchOrSms,
    options: withFaceMatch({ verdicts: ['STILL_PROCESSING'] }),
  },
  {
    email: 'face-match-intro-fallback@gatehouse.test',
    demonstrates:
      'The face-match intro (POST …/facematch/flow) answers START_PHONE_NUMBER_CHANGE: the phone-number change.',
    challenges: faceMatchOrSms,
    options: withFaceMatch({ introResult: 'START_PHONE_NUMBER_CHANGE' }),
  },
];

/** FACE_MATCH (video selfie): the flow, trigger, submit, status and rejection routes and their accounts. */
export const faceMatchMock: MockChallenge = {
  handlers: faceMatchHandlers,
  scenarios: faceMatchScenarios,
};
