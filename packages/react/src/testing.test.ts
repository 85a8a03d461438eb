import * as main from '@gatehouse-auth/react';
import * as testing from '@gatehouse-auth/react/testing';
import { expect, it } from 'vitest';

it('keeps the reference face-scan adapter (no liveness) off the main entry, on @gatehouse-auth/react/testing only', () => {
  expect(main).not.toHaveProperty('referenceFaceScanAdapter');
  expect(main).not.toHaveProperty('createReferenceFaceScanAdapter');
  expect(testing.referenceFaceScanAdapter).toEqual(
    expect.objectContaining({ capture: expect.any(Function) }),
  );
  expect(testing.createReferenceFaceScanAdapter).toEqual(expect.any(Function));
});
