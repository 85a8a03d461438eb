import { controlledFetch } from '../../../test/controlledFetch';
import { htmlText, jpegHeader, padded, pngHeader, svgText } from '../../../test/imageBytes';
import { createClient } from '../../api/client';
import type { Challenge, ChallengeAttributes } from '../../api/oneTimeToken';
import { readAttributes } from '../challengeDefinition';
import {
  checkSelfieFile,
  checkSelfiePhoto,
  createSelfieWithIdController,
  fileSizeInMb,
  isMobileUserAgent,
  phoneNumberChange,
  type SelfieWithIdControllerState,
} from './selfieWithIdController';
import { selfieWithIdDefinition } from './selfieWithIdDefinition';

const uploadPath = '/gateway/v1/one-time-token/selfie-with-id/upload';
const selfie = (attributes: ChallengeAttributes = { uploadPath }): Challenge => ({
  type: 'SELFIE_WITH_ID',
  viewData: { attributes },
});
/** A JPEG of `bytes` bytes: a real 640 × 480 header, then padding (only the header is read). */
const photo = (bytes = 1024, type = 'image/jpeg', name = 'selfie.jpg') =>
  new File([padded(jpegHeader(640, 480), bytes)], name, { type });
const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(challenge: Challenge = selfie(), fetchOptions?: { honourAbort?: boolean }) {
  const { fetch, spy, calls, answerNext } = controlledFetch(fetchOptions);
  const navigation = {
    origin: () => 'https://app.example.com',
    hostname: () => 'app.example.com',
    assign: vi.fn(),
  };
  const onPassed = vi.fn();
  const onFailure = vi.fn();
  const challengeController = createSelfieWithIdController({
    client: createClient({ fetch, navigation }),
    ott: 'ott-selfie',
    attributes: readAttributes(selfieWithIdDefinition, challenge),
    onPassed,
    onFailure,
  });
  challengeController.start();
  const changes: SelfieWithIdControllerState[] = [];
  challengeController.subscribe((state) => changes.push(state));
  const answer = async (response: Response) => {
    answerNext(response);
    await flush();
  };
  /** A photo chosen, its bytes checked, and previewed: Submit is enabled. */
  const ready = async (file = photo()) => {
    challengeController.choose(file);
    await flush();
    challengeController.previewReady(file);
    return file;
  };
  /** A file chosen and its bytes checked. */
  const choose = async (file: File) => {
    challengeController.choose(file);
    await flush();
  };
  return {
    selfie: challengeController,
    spy,
    calls,
    onPassed,
    onFailure,
    changes,
    answer,
    ready,
    choose,
  };
}

describe('fileSizeInMb', () => {
  it.each([
    [10_485_760, '10.0'],
    [10_485_761, '10.1'],
    [11_534_336, '11.0'],
    [11_534_337, '11.1'],
    [12_000_000, '11.5'],
    [1_048_576, '1.0'],
    [0, '0.0'],
  ])('%i bytes → %s MB', (bytes, expected) => {
    expect(fileSizeInMb(bytes)).toBe(expected);
  });
});

describe('checkSelfieFile', () => {
  it('takes an image up to 10485760 bytes, and one with no type (left to the preview)', () => {
    expect(checkSelfieFile(photo(10_485_760))).toBeNull();
    expect(checkSelfieFile(photo(100, 'image/webp'))).toBeNull();
    expect(checkSelfieFile(photo(100, ''))).toBeNull();
  });

  it('refuses a file over 10485760 bytes with its size', () => {
    expect(checkSelfieFile(photo(10_485_761))).toEqual({ kind: 'tooBig', sizeInMb: '10.1' });
    expect(checkSelfieFile(photo(11 * 1_048_576))).toEqual({ kind: 'tooBig', sizeInMb: '11.0' });
  });

  it('refuses an empty file and a file that says it is not an image', () => {
    expect(checkSelfieFile(photo(0))).toEqual({ kind: 'empty' });
    expect(checkSelfieFile(photo(100, 'application/pdf', 'passport.pdf'))).toEqual({
      kind: 'unsupportedType',
    });
  });
});

describe('checkSelfiePhoto (the bytes, whatever the name and type say)', () => {
  const named = (
    content: Uint8Array<ArrayBuffer> | string,
    name = 'selfie.jpg',
    type = 'image/jpeg',
  ) => new File([content], name, { type });

  it.each([
    ['a JPEG', named(padded(jpegHeader(4032, 3024), 4096))],
    ['a PNG', named(padded(pngHeader(1080, 1920), 4096), 'selfie.png', 'image/png')],
    ['a PNG with no declared type', named(padded(pngHeader(1080, 1920), 4096), 'IMG_0001', '')],
  ])('takes %s', async (_, file) => {
    expect(await checkSelfiePhoto(file)).toBeNull();
  });

  it.each([
    ['an SVG named selfie.jpg, typed image/jpeg', named(svgText), { kind: 'unsupportedType' }],
    [
      'an SVG typed image/svg+xml',
      named(svgText, 'selfie.svg', 'image/svg+xml'),
      { kind: 'unsupportedType' },
    ],
    [
      'an HTML page named selfie.png',
      named(htmlText, 'selfie.png', 'image/png'),
      { kind: 'unsupportedType' },
    ],
    ['an empty file', named(''), { kind: 'empty' }],
    [
      'a PNG claiming 100000 × 100000',
      named(padded(pngHeader(100_000, 100_000), 4096), 'selfie.png', 'image/png'),
      { kind: 'tooManyPixels' },
    ],
    [
      'a JPEG 25000 px wide',
      named(padded(jpegHeader(25_000, 100), 4096)),
      { kind: 'tooManyPixels' },
    ],
    [
      'a PNG cut off inside its header',
      named(padded(pngHeader(640, 480), 20), 'selfie.png', 'image/png'),
      { kind: 'notAnImage' },
    ],
    [
      'a JPEG over 10 MB',
      named(padded(jpegHeader(640, 480), 10_485_761)),
      { kind: 'tooBig', sizeInMb: '10.1' },
    ],
  ])('refuses %s', async (_, file, problem) => {
    expect(await checkSelfiePhoto(file)).toEqual(problem);
  });

  it('refuses a file that cannot be read any more', async () => {
    const gone = photo();
    vi.spyOn(gone, 'slice').mockImplementation(() => {
      throw new DOMException('The file could not be read.', 'NotReadableError');
    });
    expect(await checkSelfiePhoto(gone)).toEqual({ kind: 'notAnImage' });
  });
});

describe('phoneNumberChange', () => {
  it('needs both numbers', () => {
    expect(
      phoneNumberChange(
        readAttributes(
          selfieWithIdDefinition,
          selfie({
            uploadPath,
            currentPhoneNumber: '+44 ••••• •••789',
            newPhoneNumber: '+44 7700 900321',
          }),
        ),
      ),
    ).toEqual({
      current: '+44 ••••• •••789',
      next: '+44 7700 900321',
    });
    expect(
      phoneNumberChange(
        readAttributes(
          selfieWithIdDefinition,
          selfie({ uploadPath, currentPhoneNumber: '+44 ••••• •••789' }),
        ),
      ),
    ).toBeNull();
    expect(
      phoneNumberChange(
        readAttributes(
          selfieWithIdDefinition,
          selfie({ uploadPath, newPhoneNumber: '+44 7700 900321' }),
        ),
      ),
    ).toBeNull();
    expect(
      phoneNumberChange(
        readAttributes(
          selfieWithIdDefinition,
          selfie({ uploadPath, currentPhoneNumber: ' ', newPhoneNumber: '+44 7700 900321' }),
        ),
      ),
    ).toBeNull();
    expect(
      phoneNumberChange(
        readAttributes(
          selfieWithIdDefinition,
          selfie({ currentPhoneNumber: null, newPhoneNumber: null }),
        ),
      ),
    ).toBeNull();
    expect(
      phoneNumberChange(readAttributes(selfieWithIdDefinition, { type: 'SELFIE_WITH_ID' })),
    ).toBeNull();
  });
});

describe('isMobileUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      true,
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      true,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      false,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', false],
    ['', false],
  ])('%s → %s', (userAgent, mobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
  });
});

describe('createSelfieWithIdController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with no photo and sends nothing', () => {
    const { selfie, spy } = setup();
    expect(selfie.getState()).toEqual({ phase: 'noPhoto', photo: null, problem: null });
    selfie.submit();
    expect(spy).not.toHaveBeenCalled();
  });

  it('no photo → photo chosen → uploaded (submit enabled) → submitting → success, completing once', async () => {
    const { selfie, calls, onPassed, onFailure, answer, choose } = setup();
    const file = photo();
    selfie.choose(file);
    // Its bytes are read first: nothing shows until they pass.
    expect(selfie.getState()).toEqual({ phase: 'noPhoto', photo: null, problem: null });
    await choose(file);
    expect(selfie.getState()).toEqual({ phase: 'photoChosen', photo: file, problem: null });
    // Not yet reviewed: Submit waits for the preview.
    selfie.submit();
    expect(calls).toHaveLength(0);
    selfie.previewReady(file);
    expect(selfie.getState().phase).toBe('uploaded');
    selfie.submit();
    expect(selfie.getState().phase).toBe('submitting');
    expect(calls).toHaveLength(1);
    // The navigation gate's absolute URL on the page's origin (the API base is the page's here).
    expect(calls[0]!.url).toBe(`https://app.example.com${uploadPath}`);
    expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-selfie');
    const body = calls[0]!.body as FormData;
    expect(body.get('file')).toMatchObject({ name: 'selfie.jpg', size: 1024, type: 'image/jpeg' });
    expect(body.get('purpose')).toBe('SELFIE_WITH_ID');
    expect(body.get('sourceOfUpload')).toBe('WEB');
    await answer(new Response(null, { status: 204 }));
    expect(selfie.getState()).toMatchObject({ phase: 'success', problem: null });
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    // Passed: nothing more is taken or sent.
    selfie.submit();
    selfie.reset();
    await choose(photo());
    expect(calls).toHaveLength(1);
    expect(selfie.getState().phase).toBe('success');
  });

  it('a double submit sends one request', async () => {
    const { selfie, spy, onPassed, ready, answer } = setup();
    await ready();
    selfie.submit();
    selfie.submit();
    expect(spy).toHaveBeenCalledTimes(1);
    await answer(new Response(null, { status: 200 }));
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over 10 MB with its size, and keeps the upload area', async () => {
    const { selfie, changes, choose } = setup();
    await choose(photo(11 * 1_048_576));
    expect(selfie.getState()).toEqual({
      phase: 'noPhoto',
      photo: null,
      problem: { kind: 'tooBig', sizeInMb: '11.0' },
    });
    expect(changes).toHaveLength(1);
    // A good file next clears the problem.
    await choose(photo(10_485_760));
    expect(selfie.getState()).toMatchObject({ phase: 'photoChosen', problem: null });
  });

  it.each([
    [
      'an SVG named selfie.jpg, typed image/jpeg',
      new File([svgText], 'selfie.jpg', { type: 'image/jpeg' }),
      { kind: 'unsupportedType' },
    ],
    [
      'an HTML page',
      new File([htmlText], 'selfie.jpg', { type: 'image/jpeg' }),
      { kind: 'unsupportedType' },
    ],
    ['an empty file', new File([], 'selfie.jpg', { type: 'image/jpeg' }), { kind: 'empty' }],
    [
      'a PNG claiming 100000 × 100000',
      new File([padded(pngHeader(100_000, 100_000), 2048)], 'selfie.png', { type: 'image/png' }),
      { kind: 'tooManyPixels' },
    ],
    [
      'a truncated PNG header',
      new File([padded(pngHeader(640, 480), 20)], 'selfie.png', { type: 'image/png' }),
      { kind: 'notAnImage' },
    ],
  ])('refuses %s before any preview, and never sends it', async (_, file, problem) => {
    const { selfie, spy, choose } = setup();
    await choose(file);
    expect(selfie.getState()).toEqual({ phase: 'noPhoto', photo: null, problem });
    selfie.previewReady(file);
    selfie.submit();
    await flush();
    expect(selfie.getState().phase).toBe('noPhoto');
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image, and one the browser cannot draw', async () => {
    const { selfie, choose } = setup();
    await choose(photo(100, 'application/pdf', 'id.pdf'));
    expect(selfie.getState()).toEqual({
      phase: 'noPhoto',
      photo: null,
      problem: { kind: 'unsupportedType' },
    });
    const undrawable = photo(100, '');
    await choose(undrawable);
    expect(selfie.getState().phase).toBe('photoChosen');
    selfie.previewFailed(undrawable);
    expect(selfie.getState()).toEqual({
      phase: 'noPhoto',
      photo: null,
      problem: { kind: 'notAnImage' },
    });
  });

  it('a cancelled picker changes nothing', async () => {
    const { selfie, changes, ready } = setup();
    const file = await ready();
    selfie.choose(null);
    selfie.choose(undefined);
    expect(selfie.getState()).toMatchObject({ phase: 'uploaded', photo: file });
    expect(changes).toHaveLength(2);
  });

  it('ignores the check and the preview of a photo that was replaced', async () => {
    const { selfie } = setup();
    const first = photo(2048);
    const second = photo(4096);
    selfie.choose(first);
    selfie.choose(second);
    await flush();
    expect(selfie.getState()).toMatchObject({ phase: 'photoChosen', photo: second });
    selfie.previewReady(first);
    selfie.previewFailed(first);
    expect(selfie.getState()).toMatchObject({ phase: 'photoChosen', photo: second });
    selfie.previewReady(second);
    expect(selfie.getState().phase).toBe('uploaded');
  });

  it('submit needs a File object', () => {
    const { selfie, spy } = setup();
    selfie.setState({
      phase: 'uploaded',
      photo: new Blob(['x'], { type: 'image/png' }) as File,
      problem: null,
    });
    selfie.submit();
    expect(spy).not.toHaveBeenCalled();
    expect(selfie.getState().phase).toBe('uploaded');
  });

  it('"Upload new selfie" clears the photo and the problem', async () => {
    const { selfie, ready, answer } = setup();
    await ready();
    selfie.reset();
    expect(selfie.getState()).toEqual({ phase: 'noPhoto', photo: null, problem: null });
    // A check still running when the user starts over is dropped.
    selfie.choose(photo(20_000_000));
    selfie.reset();
    await flush();
    expect(selfie.getState()).toEqual({ phase: 'noPhoto', photo: null, problem: null });
    await ready();
    selfie.submit();
    await answer(
      Response.json(
        { code: 'selfie_unreadable', message: 'We could not read your ID.' },
        { status: 400 },
      ),
    );
    selfie.reset();
    expect(selfie.getState()).toEqual({ phase: 'noPhoto', photo: null, problem: null });
  });

  it('a 4xx shows the server’s message; Submit tries again; the failure handler is not called', async () => {
    const { selfie, calls, onPassed, onFailure, ready, answer } = setup();
    const file = await ready();
    selfie.submit();
    await answer(
      Response.json(
        {
          code: 'selfie_unreadable',
          message: 'We could not read your ID. Please try a clearer photo.',
        },
        { status: 400 },
      ),
    );
    expect(selfie.getState()).toEqual({
      phase: 'failure',
      photo: file,
      problem: {
        kind: 'refused',
        message: 'We could not read your ID. Please try a clearer photo.',
      },
    });
    expect(onFailure).not.toHaveBeenCalled();
    selfie.submit();
    expect(selfie.getState()).toMatchObject({ phase: 'submitting', problem: null });
    await answer(new Response(null, { status: 204 }));
    expect(calls).toHaveLength(2);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an empty 400', () => new Response(null, { status: 400 })],
    ['a 413 with HTML', () => new Response('<h1>Request Entity Too Large</h1>', { status: 413 })],
    [
      'a 422 with a blank message',
      () => Response.json({ code: 'x', message: '  ' }, { status: 422 }),
    ],
  ])('%s shows "Something went wrong." (no message)', async (_, response) => {
    const { selfie, onFailure, ready, answer } = setup();
    await ready();
    selfie.submit();
    await answer(response());
    expect(selfie.getState()).toMatchObject({
      phase: 'failure',
      problem: { kind: 'refused', message: null },
    });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it.each([
    [
      'an empty 500',
      () => new Response(null, { status: 500 }),
      { status: 500, code: 'unexpected.error' },
    ],
    [
      'a 503 with a message',
      () => Response.json({ code: 'down', message: 'Maintenance' }, { status: 503 }),
      { status: 503, code: 'down' },
    ],
  ])(
    '%s goes to the failure handler; the photo stays for another try',
    async (_, response, expected) => {
      const { selfie, onFailure, onPassed, ready, answer, calls } = setup();
      const file = await ready();
      selfie.submit();
      await answer(response());
      expect(onFailure).toHaveBeenCalledTimes(1);
      expect(onFailure.mock.calls[0]![0]).toMatchObject(expected);
      expect(selfie.getState()).toEqual({ phase: 'uploaded', photo: file, problem: null });
      expect(onPassed).not.toHaveBeenCalled();
      selfie.submit();
      expect(calls).toHaveLength(2);
    },
  );

  it('a network failure goes to the failure handler', async () => {
    const { selfie, onFailure, ready, calls } = setup();
    await ready();
    selfie.submit();
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ status: 0, code: 'network.error' });
  });

  it.each([
    ['no upload path', selfie({}), 'selfie.upload_path_missing'],
    ['a null upload path', selfie({ uploadPath: null }), 'selfie.upload_path_missing'],
    [
      'an upload path on another origin',
      selfie({ uploadPath: 'https://evil.example.net/upload' }),
      'selfie.upload_path_refused',
    ],
    [
      'a protocol-relative upload path',
      selfie({ uploadPath: '//evil.example.net/upload' }),
      'selfie.upload_path_refused',
    ],
    [
      'a same-origin path hiding another origin',
      selfie({ uploadPath: '/.//evil.example/c' }),
      'selfie.upload_path_refused',
    ],
  ])('%s: the failure handler, nothing sent', async (_, challenge, code) => {
    const { selfie: controller, spy, onFailure, ready } = setup(challenge);
    await ready();
    controller.submit();
    await flush();
    expect(spy).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ status: 0, code });
    expect(controller.getState().phase).toBe('uploaded');
  });

  it('takes no new photo and no reset while an upload runs', async () => {
    const { selfie, ready } = setup();
    const file = await ready();
    selfie.submit();
    selfie.choose(photo(2048));
    selfie.reset();
    await flush();
    selfie.previewFailed(file);
    expect(selfie.getState()).toMatchObject({ phase: 'submitting', photo: file });
  });

  describe('dispose', () => {
    it.each([
      ['a fetch that aborts', true],
      ['a fetch that ignores the signal', false],
    ])('an answer arriving after dispose changes nothing (%s)', async (_, honourAbort) => {
      const { selfie, calls, onPassed, onFailure, changes, ready } = setup(undefined, {
        honourAbort,
      });
      await ready();
      selfie.submit();
      selfie.dispose();
      expect(calls[0]!.signal?.aborted).toBe(true);
      const state = selfie.getState();
      const seen = changes.length;
      calls[0]!.resolve(new Response(null, { status: 204 }));
      await flush();
      expect(selfie.getState()).toBe(state);
      expect(changes).toHaveLength(seen);
      expect(onPassed).not.toHaveBeenCalled();
      expect(onFailure).not.toHaveBeenCalled();
    });

    it('after dispose nothing is taken or sent; start again (a remount) enables Submit', async () => {
      const { selfie, spy, calls, ready, onPassed } = setup();
      await ready();
      selfie.submit();
      selfie.dispose();
      selfie.submit();
      selfie.choose(photo(2048));
      await flush();
      expect(spy).toHaveBeenCalledTimes(1);
      selfie.start();
      expect(selfie.getState().phase).toBe('uploaded');
      selfie.submit();
      expect(spy).toHaveBeenCalledTimes(2);
      calls[1]!.resolve(new Response(null, { status: 204 }));
      await flush();
      expect(onPassed).toHaveBeenCalledTimes(1);
    });
  });
});
