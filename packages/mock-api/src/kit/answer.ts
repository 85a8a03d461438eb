import { HttpResponse } from 'msw';
import type { MockAnswer } from './mockAnswer';

export { errorAnswer, unexpectedAnswer } from './mockAnswer';
export type { MockAnswer } from './mockAnswer';

export function answer({ status, json, html }: MockAnswer): Response {
  if (json !== undefined) return HttpResponse.json(json, { status });
  if (html !== undefined) return HttpResponse.html(html, { status });
  return new HttpResponse(null, { status });
}
