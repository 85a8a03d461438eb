import { loginActionTypes } from '../../api/oneTimeToken';
import { readAttributes } from '../challengeDefinition';
import { changePhoneNumberDefinition } from './changePhoneNumberDefinition';

describe('the INITIATE_CHANGE_PHONE_NUMBER_FLOW definition', () => {
  it('is a recovery route, offered on a login whose step sends a code to the phone', () => {
    expect(changePhoneNumberDefinition.recovery).toBe(true);
    expect(changePhoneNumberDefinition.recoversChannel).toEqual({
      channel: 'phone',
      actionTypes: loginActionTypes,
    });
  });

  it('reads the intro texts and the fallback link', () => {
    const attributes = readAttributes(changePhoneNumberDefinition, {
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
      readAttributes(changePhoneNumberDefinition, {
        type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
        viewData: { attributes: { fallbackAction: { label: 'Get help' } } },
      }),
    ).toThrow(expect.objectContaining({ code: 'unexpected.error' }));
  });
});
