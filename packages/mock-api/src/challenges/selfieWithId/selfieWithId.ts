import type { Challenge, ChallengeAttributes } from '@gatehouse-auth/core';
import { SELFIE_MAX_BYTES, selfieUploadFields } from '@gatehouse-auth/core/internal';
import { http } from 'msw';
import { required } from '../../kit/fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import type { RouteKit } from '../../kit/routeKit';
import type { Scenario } from '../../kit/scenario';
import { offeredChallenge, passCurrentChallenge, type TokenState } from '../../kit/state';

/** Where the mock's SELFIE_WITH_ID challenges send the photo (`viewData.attributes.uploadPath`). */
export const SELFIE_UPLOAD_PATH = '/gateway/v1/one-time-token/selfie-with-id/upload';

/** The phone numbers of the phone-number change the selfie accounts are in the middle of. */
export const selfieCurrentPhoneNumber = '+44 ••••• •••789';
export const selfieNewPhoneNumber = '+44 7700 900321';

export const selfieUnreadable = errorAnswer(
  400,
  'selfie_unreadable',
  'We could not read your ID. Please try a clearer photo.',
);
export const selfieTooLarge = errorAnswer(
  413,
  'selfie_too_large',
  'Please provide a file smaller than 10MB',
);
export const selfieNotAnImage = errorAnswer(415, 'selfie_not_an_image', 'Please upload a photo.');

/** What a selfie account's upload does, in `scenario.options.selfieWithId`. */
export interface SelfieWithIdBehaviour {
  /** Answered by the upload instead of taking the photo… */
  uploadAnswer?: MockAnswer;
  /** …for this many uploads (then the photo is taken). Default: every upload. */
  uploadAnswerTimes?: number;
}

function behaviour(token: TokenState): SelfieWithIdBehaviour {
  return (token.scenario.options?.selfieWithId as SelfieWithIdBehaviour | undefined) ?? {};
}

function uploads(token: TokenState): number {
  const value = token.data.selfieUploads;
  return typeof value === 'number' ? value : 0;
}

/** A file part of a multipart body (a Blob with a name): msw hands over the runtime's own File. */
function filePart(value: FormDataEntryValue | null): File | null {
  return value !== null && typeof value !== 'string' ? value : null;
}

/**
 * POST {uploadPath} (SPEC.md §7): multipart `file`, `purpose` and `sourceOfUpload`, with the
 * one-time token. A photo for the current SELFIE_WITH_ID requirement passes it (204).
 */
const selfieWithIdHandlers: ChallengeHandlers = ({ site, tokenRoute }: RouteKit) => [
  http.post(
    site(SELFIE_UPLOAD_PATH),
    tokenRoute(async (token, request) => {
      if (!offeredChallenge(token, 'SELFIE_WITH_ID')) {
        return errorAnswer(
          400,
          'challenge_not_required',
          'This token does not need a SELFIE_WITH_ID challenge now.',
        );
      }
      if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
        return unexpectedAnswer(400, 'The selfie must be sent as multipart/form-data.');
      }
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return unexpectedAnswer(400, 'The multipart body could not be read.');
      }
      const file = filePart(form.get('file'));
      if (!file || file.size === 0) return unexpectedAnswer(400, 'The body needs a file.');
      if (form.get('purpose') !== selfieUploadFields.purpose)
        return unexpectedAnswer(400, `The purpose must be ${selfieUploadFields.purpose}.`);
      if (form.get('sourceOfUpload') !== selfieUploadFields.sourceOfUpload) {
        return unexpectedAnswer(
          400,
          `The sourceOfUpload must be ${selfieUploadFields.sourceOfUpload}.`,
        );
      }
      if (file.size > SELFIE_MAX_BYTES) return selfieTooLarge;
      if (!file.type.startsWith('image/')) return selfieNotAnImage;
      const { uploadAnswer, uploadAnswerTimes = Number.POSITIVE_INFINITY } = behaviour(token);
      const count = uploads(token);
      token.data.selfieUploads = count + 1;
      if (uploadAnswer && count < uploadAnswerTimes) return uploadAnswer;
      passCurrentChallenge(token);
      return { status: 204 };
    }),
  ),
];

/** A SELFIE_WITH_ID challenge as the mock's accounts send it. */
export function selfieWithIdChallenge(attributes: ChallengeAttributes = {}): Challenge {
  return {
    type: 'SELFIE_WITH_ID',
    viewData: { attributes: { uploadPath: SELFIE_UPLOAD_PATH, ...attributes } },
  };
}

const changedPhoneNumbers = {
  currentPhoneNumber: selfieCurrentPhoneNumber,
  newPhoneNumber: selfieNewPhoneNumber,
};
const withSelfie = (selfieWithId: SelfieWithIdBehaviour) => ({ selfieWithId });

const selfieWithIdScenarios: Scenario[] = [
  {
    email: 'selfie@gatehouse.test',
    demonstrates: `Selfie with ID while changing the phone number from ${selfieCurrentPhoneNumber} to ${selfieNewPhoneNumber}: choose a photo (10 MB at most), review it, Submit; the upload answers 204.`,
    challenges: [required(selfieWithIdChallenge(changedPhoneNumbers))],
  },
  {
    email: 'selfie-no-phone@gatehouse.test',
    demonstrates:
      'Selfie with ID without phone numbers in the challenge data: no phone-number change sentence. The upload answers 204.',
    challenges: [required(selfieWithIdChallenge())],
  },
  {
    email: 'selfie-refused@gatehouse.test',
    demonstrates:
      'Selfie with ID whose first upload answers 400 "We could not read your ID. Please try a clearer photo."; the next upload passes.',
    challenges: [required(selfieWithIdChallenge(changedPhoneNumbers))],
    options: withSelfie({ uploadAnswer: selfieUnreadable, uploadAnswerTimes: 1 }),
  },
  {
    email: 'selfie-down@gatehouse.test',
    demonstrates:
      'Selfie with ID whose upload answers 500 with an empty body: the failure handler (the error screen).',
    challenges: [required(selfieWithIdChallenge(changedPhoneNumbers))],
    options: withSelfie({ uploadAnswer: { status: 500 } }),
  },
  {
    email: 'selfie-no-path@gatehouse.test',
    demonstrates:
      'Selfie with ID whose challenge data has no uploadPath: Submit calls the failure handler and sends nothing.',
    challenges: [
      required({ type: 'SELFIE_WITH_ID', viewData: { attributes: changedPhoneNumbers } }),
    ],
  },
];

/** SELFIE_WITH_ID: the upload route and its accounts. */
export const selfieWithIdMock: MockChallenge = {
  handlers: selfieWithIdHandlers,
  scenarios: selfieWithIdScenarios,
};
