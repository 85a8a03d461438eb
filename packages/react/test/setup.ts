import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for work, never for time (the widgets' time is a manual clock where a
// test needs it): a screen that loads a lazy chunk and asks the mock server twice can take
// more than the default second on 2 busy cores. As the Storybook preview allows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
