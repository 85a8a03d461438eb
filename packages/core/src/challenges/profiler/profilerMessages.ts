/** The texts of the device profiler's silent check. */
export const profilerMessages = {
  'profiler.title': 'Checking your device',
  'profiler.text': 'This only takes a moment.',
  'profiler.checking': 'Checking your device…',
} as const;
