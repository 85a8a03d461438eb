import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';

// Each vitest project names the React major it runs on; a broken alias would test 19 twice.
it('runs on the React major of its vitest project', () => {
  expect(version.split('.')[0]).toBe(process.env.GATEHOUSE_REACT_MAJOR);
  expect(domVersion).toBe(version);
});
