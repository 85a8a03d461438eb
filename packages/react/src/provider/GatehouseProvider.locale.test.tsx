import { type LocalePack, type MessageKey, defaultMessages } from '@gatehouse-auth/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { serverWidgets } from '../../test/serverWidgets';
import { ResendCode } from '../challenges/code/ResendCode';
import * as faceScan from '../face-scan';
import * as root from '../index';
import { loadLocale, type LocaleTag } from '../locales';
import { locale as ar } from '../locales/ar';
import * as login from '../login';
import { LoginForm } from '../login/LoginForm';
import { MessageCatalogue } from '../messages/MessageCatalogue';
import { useMessages } from '../messages/useMessages';
import * as phoneSettings from '../phone-settings';
import { CodeField } from '../primitives/CodeField';
import { Modal } from '../primitives/Modal';
import * as provider from '../provider';
import * as signup from '../signup';
import { CountrySelect } from '../signup/CountrySelect';
import * as testing from '../testing';
import { GatehouseProvider, resolveOptions } from './GatehouseProvider';

const widgets = serverWidgets({ root, login, signup, phoneSettings, provider, faceScan, testing });

/** A pack whose every text is marked, so a test can tell where a text came from. */
function pack(tag: string, dir: 'ltr' | 'rtl' = 'ltr'): LocalePack {
  const messages = { ...defaultMessages };
  for (const key of Object.keys(messages) as MessageKey[]) messages[key] = `${tag}:${key}`;
  return { locale: tag, dir, messages };
}

function Text({ id, values }: { id: MessageKey; values?: Record<string, string | number> }) {
  const t = useMessages();
  return <p data-testid="text">{t(id, values)}</p>;
}

describe('GatehouseProvider locale', () => {
  it('looks a text up in the host messages, then the pack, then the built-in English', () => {
    const fr = pack('fr-FR');
    const options = resolveOptions({ locale: fr, messages: { 'login.title': 'Mine' } });
    expect(options.messages['login.title']).toBe('Mine');
    expect(options.messages['login.email']).toBe('fr-FR:login.email');
    expect(options.locale).toBe(fr);
    expect(resolveOptions({}).messages['login.email']).toBe('Email');
    expect(resolveOptions({}).locale).toBeUndefined();
  });

  it('puts the pack before the catalogue an on-demand screen brings', () => {
    render(
      <GatehouseProvider locale={pack('de-DE')} messages={{ 'otp.resend': 'Host' }}>
        <MessageCatalogue messages={{ 'otp.sending': 'Catalogue', 'otp.resend': 'Catalogue' }}>
          <Text id="otp.sending" />
          <Text id="otp.resend" />
        </MessageCatalogue>
      </GatehouseProvider>,
    );
    expect(screen.getAllByTestId('text').map((node) => node.textContent)).toEqual([
      'de-DE:otp.sending',
      'Host',
    ]);
  });

  it('keeps an outer provider’s pack for an inner provider without one', () => {
    const options = resolveOptions({ config: {} }, resolveOptions({ locale: pack('pl-PL') }));
    expect(options.locale?.locale).toBe('pl-PL');
    expect(options.messages['login.email']).toBe('pl-PL:login.email');
  });

  it('formats plurals and numbers with the pack’s locale', () => {
    const fr: LocalePack = {
      ...pack('fr-FR'),
      messages: {
        ...pack('fr-FR').messages,
        'otp.resendIn': '{seconds, plural, one {# seconde} other {# secondes}}',
        'selfie.tooBig': 'Votre fichier fait {size} Mo.',
      },
    };
    render(
      <GatehouseProvider locale={fr}>
        <Text id="otp.resendIn" values={{ seconds: 0 }} />
        <Text id="selfie.tooBig" values={{ size: 10.5 }} />
      </GatehouseProvider>,
    );
    expect(screen.getAllByTestId('text').map((node) => node.textContent)).toEqual([
      '0 seconde',
      'Votre fichier fait 10,5 Mo.',
    ]);
  });

  it('formats with British English without a pack', () => {
    render(
      <MessageCatalogue messages={defaultMessages}>
        <Text id="otp.resendIn" values={{ seconds: 1 }} />
      </MessageCatalogue>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent(/^You can resend the code in 1 second$/);
  });

  it('isolates text values in a right-to-left pack only, and leaves numbers for the plural', () => {
    const rtl: LocalePack = {
      ...pack('ar', 'rtl'),
      messages: {
        ...pack('ar', 'rtl').messages,
        'challenge.chooseMethod.phone': 'سنستخدم {phone}',
        'otp.resendIn': '{seconds, plural, one {ثانية} other {# ثوان}}',
      },
    };
    const { unmount } = render(
      <GatehouseProvider locale={rtl}>
        <Text id="challenge.chooseMethod.phone" values={{ phone: '+44 7700 900123' }} />
        <Text id="otp.resendIn" values={{ seconds: 1 }} />
      </GatehouseProvider>,
    );
    expect(screen.getAllByTestId('text').map((node) => node.textContent)).toEqual([
      'سنستخدم \u2068+44 7700 900123\u2069',
      'ثانية',
    ]);
    unmount();
    render(
      <GatehouseProvider locale={pack('en-US')}>
        <Text id="challenge.chooseMethod.phone" values={{ phone: '+1 555' }} />
      </GatehouseProvider>,
    );
    expect(screen.getByTestId('text').textContent).not.toMatch(/[\u2068\u2069]/);
  });

  describe.each(widgets.filter((widget) => widget.name !== 'Captcha'))(
    '$name',
    ({ name, element }) => {
      it('renders no lang or dir without a pack', () => {
        // Code and phone inputs are left to right in every language; nothing else has a dir.
        const html = renderToString(element).replace(/<input[^>]*>/g, '');
        expect(html).not.toMatch(/ (lang|dir)="/);
      });

      it('renders the pack’s lang and dir on its root', () => {
        const html = renderToString(<GatehouseProvider locale={ar}>{element}</GatehouseProvider>);
        const roots = html.match(/<(div|dialog)[^>]*class="[^"]*gh-root[^"]*"[^>]*>/g);
        // The primitives and the phone-change page's intro render no widget root of their own.
        if (!/^(Screen,|ChangePhoneNumberIntro)/.test(name)) expect(roots).not.toBeNull();
        for (const tag of roots ?? []) {
          expect(tag).toContain('lang="ar"');
          expect(tag).toContain('dir="rtl"');
        }
      });
    },
  );

  it('renders lang and dir on a modal', () => {
    render(
      <GatehouseProvider locale={ar}>
        <Modal open title="Title" onClose={() => undefined}>
          Body
        </Modal>
      </GatehouseProvider>,
    );
    const dialog = document.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('lang', 'ar');
    expect(dialog).toHaveAttribute('dir', 'rtl');
  });
});

describe('loadLocale', () => {
  it.each<[LocaleTag, 'ltr' | 'rtl']>([
    ['en-GB', 'ltr'],
    ['en-US', 'ltr'],
    ['fr-FR', 'ltr'],
    ['es-ES', 'ltr'],
    ['de-DE', 'ltr'],
    ['pl-PL', 'ltr'],
    ['pt-BR', 'ltr'],
    ['ar', 'rtl'],
  ])('loads %s', async (tag, dir) => {
    const loaded = await loadLocale(tag);
    expect(loaded.locale).toBe(tag);
    expect(loaded.dir).toBe(dir);
    expect(Object.keys(loaded.messages).sort()).toEqual(Object.keys(defaultMessages).sort());
  });

  it('rejects a tag it does not ship', async () => {
    await expect(loadLocale('xx' as LocaleTag)).rejects.toThrow('No locale pack for xx');
  });
});

describe('left-to-right inputs', () => {
  it('keeps a code field left to right in any language', () => {
    render(
      <GatehouseProvider locale={ar}>
        <CodeField label="Code" value="" onValueChange={() => undefined} />
      </GatehouseProvider>,
    );
    expect(screen.getByLabelText('Code')).toHaveAttribute('dir', 'ltr');
  });
});

describe('a change of language', () => {
  it('shows a field error that is already there in the new language', async () => {
    const user = userEvent.setup({ delay: null });
    const form = (locale?: LocalePack) => (
      <GatehouseProvider locale={locale}>
        <LoginForm submitting={false} alert={null} onSubmit={() => undefined} />
      </GatehouseProvider>
    );
    const { rerender } = render(form());
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Please fill this field')).toHaveLength(2);
    rerender(form(pack('fr-FR')));
    expect(screen.queryByText('Please fill this field')).toBeNull();
    expect(screen.getAllByText('fr-FR:validation.required')).toHaveLength(2);
  });

  it("says the resend countdown's announcement in the new language", () => {
    const countdown = (locale?: LocalePack) => (
      <GatehouseProvider locale={locale}>
        <MessageCatalogue messages={defaultMessages}>
          <ResendCode secondsLeft={30} onResend={() => undefined} />
        </MessageCatalogue>
      </GatehouseProvider>
    );
    const { rerender } = render(countdown());
    expect(screen.getByRole('status')).toHaveTextContent('You can resend the code in 30 seconds');
    act(() => rerender(countdown(pack('fr-FR'))));
    expect(screen.getByRole('status')).toHaveTextContent('fr-FR:otp.resendIn');
  });
});

describe('country names', () => {
  it('names the residence countries in the pack’s language, and as the server does without one', () => {
    const countries = [
      { iso2Code: 'GB', name: 'United Kingdom' },
      { iso2Code: 'DE', name: 'Germany' },
    ];
    const select = (locale?: LocalePack) => (
      <GatehouseProvider locale={locale}>
        <CountrySelect
          label="Country"
          countries={countries}
          value="GB"
          onChange={() => undefined}
        />
      </GatehouseProvider>
    );
    const { rerender } = render(select());
    const names = () => screen.getAllByRole('option').map((option) => option.textContent);
    expect(names()).toEqual(['United Kingdom', 'Germany']);
    rerender(select(pack('fr-FR')));
    expect(names()).toEqual(['Royaume-Uni', 'Allemagne']);
  });
});
