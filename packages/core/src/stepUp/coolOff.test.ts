import * as z from '../api/schema';
import { coolOffBodySchema, readCoolOff } from './coolOff';

const coolOff = (body: BodyInit | null) =>
  new Response(body, { status: 403, headers: { 'x-cool-off': 'true' } });

describe('readCoolOff', () => {
  it('reads { title, message } and leaves the response unread', async () => {
    const response = coolOff(
      JSON.stringify({ title: 'Wait 24 hours', message: 'For your security.', extra: 1 }),
    );
    expect(await readCoolOff(response)).toEqual({
      title: 'Wait 24 hours',
      message: 'For your security.',
    });
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toMatchObject({ title: 'Wait 24 hours' });
  });

  it.each([
    ['no body', null],
    ['an empty body', ''],
    ['HTML', '<html>cool off</html>'],
    ['JSON null', 'null'],
    ['a missing message', JSON.stringify({ title: 'Wait' })],
    ['an empty title', JSON.stringify({ title: '', message: 'm' })],
    ['a blank message', JSON.stringify({ title: 't', message: '   ' })],
    ['a number for a title', JSON.stringify({ title: 24, message: 'm' })],
  ])('is null for %s', async (_, body) => {
    expect(await readCoolOff(coolOff(body))).toBeNull();
  });

  it('is null, never a throw, for a response already read', async () => {
    const response = coolOff(JSON.stringify({ title: 't', message: 'm' }));
    await response.text();
    expect(await readCoolOff(response)).toBeNull();
  });

  it('trims the texts', () => {
    expect(z.parse(coolOffBodySchema, { title: ' t ', message: 'm\n' })).toEqual({
      title: 't',
      message: 'm',
    });
  });
});
