'use client';

import type { ReactNode } from 'react';
import { useTexts } from '../messages/useTexts';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';

export interface InfoMessageScreenProps {
  title: string;
  /** The host's message: text or its own markup (never server HTML). */
  message: ReactNode;
  onContinue: () => void;
}

/** The optional pause a host shows between the first and the second factor (SPEC.md §2). */
export function InfoMessageScreen({ title, message, onContinue }: InfoMessageScreenProps) {
  const t = useTexts();
  return (
    <Screen title={title}>
      <div className="gh-text gh-info-message">{message}</div>
      <Button onClick={onContinue}>{t('common.continue')}</Button>
    </Screen>
  );
}
