// The pseudo-locale check, run by scripts/check-storybook.mjs on every story once its other
// checks are done: the story switches, in place and in the state its play function left it, to
// the `qps-ploc` locale (scripts/pseudoLocalePack.mjs: every catalogue text accented and about 40%
// longer), and it fails when
//   - English is left on the screen: a word of plain ASCII letters in the widget's text or in an
//     attribute a screen reader reads (aria-label, alt, title, placeholder), unless the server
//     sent it (texts and values of its answers), it is a value (an email, an address, a code) or
//     a brand name: a text that skipped the catalogue;
//   - a control or a text box clips or overflows its longer text: its content is wider than its
//     box, or the page scrolls sideways.

/** The check's locale: the pseudo-locale pack of the Storybook toolbar. */
export const pseudoLocale = 'qps-ploc';

/** In the page: every problem of the story as rendered in the pseudo-locale, one line each. */
export function pseudoLocaleProblems(locale) {
  const problems = [];
  const story = window.__STORYBOOK_PREVIEW__?.currentRender?.story;
  // A story opts out with its reason (a primitive's texts are its caller's), or names the texts
  // of the host page it draws around the widget.
  const own = story?.parameters?.pseudoLocale ?? {};
  if (own.skip) return problems;
  // Names of companies and products, never translated.
  const brands = ['Google', 'Facebook', 'Apple', 'WhatsApp', 'Gatehouse'];
  // The host's own: its texts, and what it passes to the widget (the story's args: a custom
  // label, an email).
  const hostStrings = [...(own.hostTexts ?? [])];
  const collect = (value) => {
    if (typeof value === 'string') hostStrings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  try {
    collect(window.__STORYBOOK_PREVIEW__.currentRender.storyContext().args);
  } catch {
    // No story prepared: no args.
  }
  // Country and language names come from Intl, in whatever it has for the locale.
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const regionNames = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      try {
        regionNames.push(regions.of(String.fromCharCode(a, b)));
      } catch {
        // Not a region code.
      }
    }
  // Whole strings, longest first: a text keeps its English only where one of them sits in it.
  const known = [
    ...brands,
    ...hostStrings,
    // A server text may carry markup that the widget turns into a link: its pieces count.
    ...[...(window.__gatehouseServerStrings ?? [])].flatMap((text) => [
      text,
      ...text.split(/<[^>]*>/).map((piece) => piece.trim()),
    ]),
    ...regionNames,
  ]
    .filter((text) => typeof text === 'string' && /[A-Za-z]{3}/.test(text))
    .sort((a, b) => b.length - a.length);
  const englishIn = (text) => {
    let rest = text;
    for (const value of known) if (rest.includes(value)) rest = rest.split(value).join(' ');
    return (
      rest
        // Values, not texts: emails, addresses, host names, identifiers, codes and statuses.
        .replace(/\S+@\S+/g, ' ')
        .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
        .replace(/\b[\w-]+(?:\.[\w-]+)+\b/g, ' ')
        .replace(/\b\w*_\w*\b/g, ' ')
        .replace(/\b[A-Z0-9]{3,}\b/g, ' ')
        .match(/(?<![\p{L}\p{M}])[A-Za-z]{3,}(?![\p{L}\p{M}])/gu) ?? []
    );
  };

  // The widgets: the story's root and the modals they open on the body.
  const scopes = [
    document.querySelector('#storybook-root'),
    ...document.querySelectorAll('body > dialog, body > * dialog, body > [role="dialog"]'),
  ].filter((scope, index, all) => scope && all.findIndex((s) => s?.contains(scope)) === index);
  const describe = (element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;

  const english = new Map();
  for (const scope of scopes) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript')) continue;
      const words = englishIn(node.textContent ?? '');
      if (words.length > 0) english.set(`"${node.textContent.trim().slice(0, 80)}"`, parent);
    }
    for (const element of scope.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && englishIn(value).length > 0)
          english.set(`${name}="${value.slice(0, 80)}"`, element);
      }
    }
  }
  for (const [text, element] of english)
    problems.push(`English left in ${describe(element)}: ${text}`);

  // Clipping and overflow: the content of a control or text box wider than the box.
  const boxes = scopes.flatMap((scope) => [
    ...scope.querySelectorAll(
      'button, a, label, legend, h1, h2, h3, h4, p, li, [role="button"], [role="status"], [role="alert"], .gh-field__row, .gh-actions',
    ),
  ]);
  for (const box of boxes) {
    if (box.getClientRects().length === 0) continue;
    const style = getComputedStyle(box);
    // Visually hidden text is one pixel by design.
    if (style.position === 'absolute' && box.clientWidth <= 1) continue;
    if (box.scrollWidth > box.clientWidth + 1 && box.clientWidth > 0)
      problems.push(
        `${describe(box)} "${(box.textContent ?? '').trim().slice(0, 60)}": content ${box.scrollWidth} px wide in a ${box.clientWidth} px box${style.overflowX === 'visible' ? ' (overflows)' : ' (clipped)'}`,
      );
  }
  const page = document.scrollingElement;
  if (page && page.scrollWidth > page.clientWidth + 1)
    problems.push(`the page scrolls sideways: ${page.scrollWidth} px in ${page.clientWidth} px`);
  return problems;
}

/**
 * Switches the story on `page` to the pseudo-locale in place (the state its play function left
 * it in; no new render, no loaders), answers its problems, and switches it back.
 */
export async function checkPseudoLocale(page) {
  // React renders an external store's change at once; two frames let layout settle.
  const switchTo = (locale) =>
    page.evaluate(async (tag) => {
      window.__gatehouseSetLocale(tag);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, locale);
  await switchTo(pseudoLocale);
  const problems = await page.evaluate(pseudoLocaleProblems, pseudoLocale);
  const rendered = await page.evaluate(
    (locale) =>
      document.querySelector(`#storybook-root [lang="${locale}"], dialog[lang="${locale}"]`) !==
      null,
    pseudoLocale,
  );
  await switchTo(undefined);
  return { problems, rendered };
}
