// The plain form in an app that code-splits: the same form, plus one part loaded with import()
// on demand (never on first paint). For context beside the time ratio only: once an app has a
// lazily loaded React part, esbuild moves React into a chunk the entry imports, which the page
// fetches only after it has parsed the entry (react-dom included), whoever wrote the lazy part.
import { createRoot } from 'react-dom/client';
import { SplitPage } from './splitPage';

const root = document.getElementById('root');
if (root) createRoot(root).render(<SplitPage />);
