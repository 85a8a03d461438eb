'use client';

import { useMessages } from '../../messages/useMessages';

export interface AppStoreBadgesProps {
  /** The gate's href for each store; undefined leaves that store out. */
  appStore: string | undefined;
  googlePlay: string | undefined;
}

/** A phone outline: the same plain mark on both badges (no store's logo). */
function PhoneMark() {
  return (
    <svg
      className="gh-store-badge__mark"
      width="18"
      height="24"
      viewBox="0 0 18 24"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="1.5"
        y="1.5"
        width="15"
        height="21"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect x="6.5" y="18" width="5" height="1.5" rx="0.75" fill="currentColor" />
    </svg>
  );
}

/** The two app stores as plain text links with a phone mark: accessible by their text. */
export function AppStoreBadges({ appStore, googlePlay }: AppStoreBadgesProps) {
  const t = useMessages();
  const stores = [
    { key: 'appStore', href: appStore, text: t('faceMatch.downloadApp.appStore') },
    { key: 'googlePlay', href: googlePlay, text: t('faceMatch.downloadApp.googlePlay') },
  ].filter((store) => store.href !== undefined);
  if (stores.length === 0) return null;
  return (
    <ul className="gh-method-list gh-store-badges" aria-label={t('faceMatch.downloadApp.stores')}>
      {stores.map((store) => (
        <li key={store.key}>
          <a className="gh-button gh-button--secondary gh-method gh-store-badge" href={store.href}>
            <PhoneMark />
            <span>{store.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
