import { loginActionTypes } from '../../api/oneTimeToken';
import { readAttributes } from '../challengeSpec';
import { changePhoneNumberSpec } from './spec';

describe('the INITIATE_CHANGE_PHONE_NUMBER_FLOW spec', () => {
  it('is a recovery route, offered on a login whose step sends a code to the phone', () => {
    expect(changePhoneNumberSpec.recovery).toBe(true);
    expect(changePhoneNumberSpec.recoversChannel).toEqual({
      channel: 'phone',
      actionTypes: loginActionTypes,
    });
  });

  it('reads the intro texts and the fallback link', () => {
    const attributes = readAttributes(changePhoneNumberSpec, {
      type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
      viewData: {
        attributes: {
          header: 'Lost your phone?',
          message: null,
          fallbackAction: { action: '/help', label: null },
        },
      },
    });
    expect(attributes).toEqual({
      header: 'Lost your phone?',
      message: null,
      fallbackAction: { action: '/help', label: null },
    });
  });

  it('refuses a fallback link without an action', () => {
    expect(() =>
      readAttributes(changePhoneNumberSpec, {
        type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
        viewData: { attributes: { fallbackAction: { label: 'Get help' } } },
      }),
    ).toThrow(expect.objectContaining({ code: 'unexpected.error' }));
  });
});
