import type { Client } from '../../api/client';
import type { TokenCall } from '../../api/oneTimeToken';

export type OtpChannel = 'SMS' | 'WHATSAPP' | 'VOICE';
export type CodeChallengeType = OtpChannel | 'TOTP';

export const otpChannels: readonly OtpChannel[] = ['SMS', 'WHATSAPP', 'VOICE'];

export function isOtpChannel(type: string): type is OtpChannel {
  return (otpChannels as readonly string[]).includes(type);
}

const segment = (type: CodeChallengeType) => type.toLowerCase();

/** Sends a code by SMS, WhatsApp or voice to the phone number with `phoneNumberId`. */
export async function triggerOtp(
  client: Client,
  {
    ott,
    channel,
    phoneNumberId,
    signal,
    idempotencyKey,
  }: TokenCall & { channel: OtpChannel; phoneNumberId: string | number | undefined },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath(`/one-time-token/${segment(channel)}/trigger`),
    ott,
    body: { phoneNumberId },
    signal,
    idempotencyKey,
  });
}

/** Verifies a code; the body field is `code` for TOTP and `otpCode` for the phone channels. */
export async function verifyCode(
  client: Client,
  {
    ott,
    type,
    code,
    signal,
  }: { ott: string; type: CodeChallengeType; code: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath(`/one-time-token/${segment(type)}/verify`),
    ott,
    body: type === 'TOTP' ? { code } : { otpCode: code },
    signal,
  });
}
