// The plain form in an app that code-splits: the same form, plus one part loaded with import()
// on demand (never on first paint). plainSplit.tsx renders it, as does Next.js's plain-split route.
import { lazy, Suspense, useState } from 'react';
import { PlainLoginForm } from './plainForm';

const Help = lazy(() => import('./plainHelp'));

export function SplitPage() {
  const [help, setHelp] = useState(false);
  return (
    <>
      <PlainLoginForm />
      <button type="button" onClick={() => setHelp(true)}>
        More help
      </button>
      {help ? (
        <Suspense fallback={<p>Loading…</p>}>
          <Help />
        </Suspense>
      ) : null}
    </>
  );
}
