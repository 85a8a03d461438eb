'use client';

import type { Country } from '@gatehouse-auth/core/internal';
import { forwardRef, useId } from 'react';
import { countryName } from '../primitives/countryName';
import { useGatehouse } from '../provider/GatehouseProvider';

export interface CountrySelectProps {
  label: string;
  countries: readonly Country[];
  value: string | undefined;
  onChange: (iso2Code: string) => void;
  /** The "can't offer … yet" text; it also marks the choice invalid for assistive technology. */
  warning?: string | null | undefined;
}

/**
 * A native select of countries: keyboard, screen readers and type-ahead all work as the platform
 * does. With a locale pack the names are the language's (`Intl.DisplayNames`), else the server's.
 */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(
  function CountrySelect({ label, countries, value, onChange, warning }, ref) {
    const id = useId();
    const warningId = `${id}-warning`;
    const { locale } = useGatehouse();
    return (
      <div className={['gh-field', warning ? 'gh-field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="gh-field__label" htmlFor={id}>
          {label}
        </label>
        <div className="gh-field__row">
          <select
            ref={ref}
            id={id}
            name="country"
            className="gh-field__input gh-field__select"
            autoComplete="country"
            value={value ?? ''}
            aria-invalid={warning ? true : undefined}
            aria-describedby={warning ? warningId : undefined}
            onChange={(event) => onChange(event.target.value)}
          >
            {countries.map((country) => (
              <option key={country.iso2Code} value={country.iso2Code}>
                {countryName(locale?.locale, country.iso2Code, country.name)}
              </option>
            ))}
          </select>
        </div>
        <div role="status">
          {warning ? (
            <p className="gh-field__error" id={warningId}>
              {warning}
            </p>
          ) : null}
        </div>
      </div>
    );
  },
);
