export function Spinner({ label }: { label: string }) {
  return (
    <div className="gh-loading" role="status">
      <span className="gh-spinner" aria-hidden="true" />
      <span className="gh-visually-hidden">{label}</span>
    </div>
  );
}
