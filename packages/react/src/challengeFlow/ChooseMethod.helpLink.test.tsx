import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { ChooseMethod } from './ChooseMethod';

describe('ChooseMethod: help', () => {
  it('links to the 2-step login help article', () => {
    render(
      <GatehouseProvider>
        <ChooseMethod
          definitions={{}}
          current={null}
          alternatives={[]}
          recovery={[]}
          onChoose={vi.fn()}
          onBack={vi.fn()}
        />
      </GatehouseProvider>,
    );
    expect(screen.getByRole('link', { name: 'Learn more about 2-step login' })).toHaveAttribute(
      'href',
      '/help/articles/2-step-login',
    );
  });
});
