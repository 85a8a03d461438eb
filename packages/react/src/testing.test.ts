import * as main from '@gatehouse/react';
import * as testing from '@gatehouse/react/testing';
import { expect, it } from 'vitest';

it('keeps the reference face-scan adapter (no liveness) off the main entry, on @gatehouse/react/testing only', () => {
  expect(main).not.toHaveProperty('referenceFaceScanAdapter');
  expect(main).not.toHaveProperty('createReferenceFaceScanAdapter');
  expect(testing.referenceFaceScanAdapter).toEqual(
    expect.objectContaining({ capture: expect.any(Function) }),
  );
  expect(testing.createReferenceFaceScanAdapter).toEqual(expect.any(Function));
});
