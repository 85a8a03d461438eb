// What axe cannot see, measured in Chromium on a story that has already rendered and played
// (check-storybook.mjs runs it after axe, so no story renders twice):
//   - reflow: at 320×640 CSS px, and at 1280 px wide zoomed to 400% (320 CSS px at 4 device
//     pixels each), no horizontal scrolling, no element past the viewport, no clipped text;
//   - reduced motion: with `prefers-reduced-motion: reduce`, no animation runs and no transition
//     lasts longer than 0.01 s;
//   - target size (WCAG 2.5.8): every visible target is at least 24×24 CSS px, or a 24 px circle
//     on its centre touches no other target (inline targets in a sentence are exempt);
//   - forced colours: with `forced-colors: active`, a focused button and a focused field show an
//     indicator, fields and code boxes keep visible borders, spinners and icons keep a visible
//     stroke or fill (each at 3:1 against what is behind it);
//   - right to left: under `dir="rtl"`, code boxes and phone-number fields still run left to
//     right;
//   - text spacing (WCAG 1.4.12): with line height 1.5, paragraph spacing 2em, letter spacing
//     0.12em and word spacing 0.16em, no text is cut off and the page does not scroll sideways.
// Each check names the stories it covered, for e2e/.artifacts/a11y-visual.md.

/** The checks, in the order the report lists them. */
export const visualCheckNames = {
  reflow320: 'Reflow at 320×640 CSS px',
  reflowZoom: 'Reflow at 1280 px wide and 400% zoom (320×256 CSS px, device scale 4)',
  reducedMotion: 'Reduced motion (no running animation, no transition over 0.01 s)',
  targetSize: 'Target size ≥ 24×24 CSS px or spaced (WCAG 2.5.8)',
  forcedFocus: 'Forced colours: focus indicator on a focused button and field',
  forcedBorders: 'Forced colours: field and code-box borders',
  forcedSpinner: 'Forced colours: spinner stroke',
  forcedIcons: 'Forced colours: icon strokes and fills',
  rtlFields: 'Right to left: code boxes and phone-number fields stay left to right',
  textSpacing: 'Text spacing (WCAG 1.4.12): no text cut off, no sideways scrolling',
};

/** One DevTools session per page, for the zoom emulation Playwright has no call for. */
const sessions = new WeakMap();

/**
 * Runs every check on the story shown in `page` and puts the page back as it was (viewport and
 * media emulation). Returns the problems found and the checks that had something to measure.
 */
export async function checkVisual(page, viewport) {
  const problems = [];
  const covered = new Set();
  const take = ({ problems: found, covered: checks }) => {
    problems.push(...found);
    for (const check of checks) covered.add(check);
  };
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  const cdp = sessions.get(page);
  // No waiting after an emulation change: reading styles and boxes in the page brings them up
  // to date with the new media and viewport.
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    take(await page.evaluate(measure, { pass: 'motion' }));
    take(await page.evaluate(measure, { pass: 'targets' }));
    take(await page.evaluate(measure, { pass: 'rtl' }));
    take(await page.evaluate(measure, { pass: 'spacing' }));

    await page.setViewportSize({ width: 320, height: 640 });
    take(await page.evaluate(measure, { pass: 'reflow', check: 'reflow320', label: '320×640' }));
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: 320,
      height: 256,
      deviceScaleFactor: 4,
      mobile: false,
    });
    take(await page.evaluate(measure, { pass: 'reflow', check: 'reflowZoom', label: '400% zoom' }));
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    await page.setViewportSize(viewport);

    await page.emulateMedia({ forcedColors: 'active' });
    // Last: focusing and blurring fields may run the story's own handlers.
    take(await page.evaluate(measure, { pass: 'forced' }));
  } finally {
    await page.emulateMedia({ reducedMotion: null, forcedColors: null });
  }
  return { problems, covered: [...covered] };
}

/**
 * Runs in the page, so it is self-contained. `pass` picks the measurement; the result lists
 * problems (strings) and which checks found something to measure.
 */
function measure({ pass, check, label }) {
  const problems = [];
  const covered = [];
  const root = document.querySelector('#storybook-root');
  const scopes = [root, ...document.querySelectorAll('dialog[open]')].filter(
    (scope, i, all) =>
      scope && !all.some((other, j) => j !== i && other?.contains(scope) && other !== scope),
  );
  const all = scopes.flatMap((scope) => [scope, ...scope.querySelectorAll('*')]);

  const describe = (el) => {
    const name = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
    return `${name}${id}${classes}${text ? ` "${text}"` : ''}`;
  };
  /** Hidden, or hidden from sight on purpose (the visually-hidden pattern, a 1 px input). */
  const unseenCache = new Map();
  const unseen = (el) => {
    if (!unseenCache.has(el)) {
      const rect = el.getBoundingClientRect();
      unseenCache.set(
        el,
        !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
          (rect.width <= 1 && rect.height <= 1) ||
          el.closest('.gh-visually-hidden') !== null,
      );
    }
    return unseenCache.get(el);
  };
  const rgba = (value) => {
    if (!value || value === 'none' || value === 'transparent') return [0, 0, 0, 0];
    const n = value.match(/[\d.]+/g)?.map(Number) ?? [];
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n.length > 3 ? n[3] : 1];
  };
  /** WCAG contrast ratio of `top` (alpha blended onto `bottom`) against `bottom`. */
  const contrast = (top, bottom) => {
    const blended = top.slice(0, 3).map((v, i) => v * top[3] + bottom[i] * (1 - top[3]));
    const luminance = (rgb) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(blended), luminance(bottom)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  };
  /** The colour behind `el`: the first ancestor background that is not transparent. */
  const backdrop = (el) => {
    for (let node = el; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0.5) return colour;
    }
    return [255, 255, 255, 1];
  };
  /** At least 3:1 against what is behind `el` (WCAG 1.4.11, non-text contrast). */
  const visibleColour = (value, el) => contrast(rgba(value), backdrop(el.parentElement ?? el)) >= 3;
  const seconds = (list) =>
    list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)));

  if (pass === 'motion') {
    covered.push('reducedMotion');
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'finished' || animation.playState === 'paused') continue;
      const target = animation.effect?.target;
      problems.push(
        `reduced motion: animation ${animation.animationName ?? animation.id ?? ''} still ${animation.playState}${target ? ` on ${describe(target)}` : ''}`,
      );
    }
    for (const el of all) {
      const style = getComputedStyle(el);
      const longest = Math.max(...seconds(style.transitionDuration));
      if (style.transitionProperty !== 'none' && longest > 0.01)
        problems.push(`reduced motion: ${longest}s transition on ${describe(el)}`);
    }
  }

  if (pass === 'targets') {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';
    const targets = all.filter((el) => el.matches(selector) && !unseen(el));
    if (targets.length > 0) covered.push('targetSize');
    const rects = new Map(targets.map((el) => [el, el.getBoundingClientRect()]));
    /** In a sentence: laid out inline beside text that is not part of it. */
    const inline = (el) =>
      getComputedStyle(el).display.startsWith('inline') &&
      [...(el.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '',
      );
    const small = targets.filter((el) => {
      const rect = rects.get(el);
      return (rect.width < 23.95 || rect.height < 23.95) && !inline(el);
    });
    const centre = (rect) => [rect.left + rect.width / 2, rect.top + rect.height / 2];
    for (const el of small) {
      const rect = rects.get(el);
      const [x, y] = centre(rect);
      const clash = targets.find((other) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const o = rects.get(other);
        const dx = Math.max(o.left - x, 0, x - o.right);
        const dy = Math.max(o.top - y, 0, y - o.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        if (!small.includes(other)) return false;
        const [ox, oy] = centre(o);
        return Math.hypot(ox - x, oy - y) < 24;
      });
      if (clash)
        problems.push(
          `target size: ${describe(el)} is ${rect.width.toFixed(1)}×${rect.height.toFixed(1)} px and too close to ${describe(clash)}`,
        );
    }
  }

  if (pass === 'rtl') {
    const fields = all.filter(
      (el) =>
        el.matches('.gh-field--code input, input[type="tel"], .gh-phone-guess input') &&
        !unseen(el),
    );
    if (fields.length > 0) {
      covered.push('rtlFields');
      const had = root.getAttribute('dir');
      root.setAttribute('dir', 'rtl');
      for (const el of fields)
        if (getComputedStyle(el).direction !== 'ltr')
          problems.push(`right to left: ${describe(el)} runs right to left`);
      if (had === null) root.removeAttribute('dir');
      else root.setAttribute('dir', had);
    }
  }

  if (pass === 'spacing') {
    if (root && root.childElementCount > 0) covered.push('textSpacing');
    // The user style sheet of WCAG 1.4.12, on the widget only.
    const spacing = document.createElement('style');
    spacing.textContent = [
      '#storybook-root *, dialog * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }',
      '#storybook-root p, dialog p { margin-block-end: 2em !important; }',
    ].join('\n');
    document.head.append(spacing);
    try {
      const doc = document.documentElement;
      if (doc.scrollWidth > doc.clientWidth)
        problems.push(
          `text spacing: the page scrolls sideways (${doc.scrollWidth} > ${doc.clientWidth} px)`,
        );
      for (const el of all) {
        if (unseen(el) || el.matches('input, select, textarea') || el.textContent.trim() === '')
          continue;
        const style = getComputedStyle(el);
        const hides = (overflow) => ['hidden', 'clip'].includes(overflow);
        if (
          (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
          (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
        )
          problems.push(`text spacing: the text of ${describe(el)} is cut off`);
      }
    } finally {
      spacing.remove();
    }
  }

  if (pass === 'reflow') {
    if (root && root.childElementCount > 0) covered.push(check);
    const doc = document.documentElement;
    const width = doc.clientWidth;
    if (doc.scrollWidth > width) {
      // Name what sticks out, wherever it is in the page.
      const widest = [...document.body.querySelectorAll('*')].reduce(
        (found, el) =>
          el.getBoundingClientRect().right > (found?.getBoundingClientRect().right ?? width)
            ? el
            : found,
        null,
      );
      problems.push(
        `reflow (${label}): the page scrolls sideways (${doc.scrollWidth} > ${width} px${widest ? `; widest: ${describe(widest)}` : ''})`,
      );
    }
    /** Elements whose content runs past the viewport (a long word, say). */
    const spilling = [];
    for (const el of all) {
      if (unseen(el)) continue;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (rect.right > width + 0.5 || rect.left < -0.5)
        problems.push(
          `reflow (${label}): ${describe(el)} spans ${rect.left.toFixed(0)}–${rect.right.toFixed(0)} px, past the ${width} px viewport`,
        );
      const field = el.matches('input, select, textarea');
      if (!field && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        if (['auto', 'scroll'].includes(style.overflowX))
          problems.push(`reflow (${label}): ${describe(el)} scrolls sideways`);
        else if (['hidden', 'clip'].includes(style.overflowX) && el.textContent.trim() !== '')
          problems.push(`reflow (${label}): the text of ${describe(el)} is cut off`);
        else if (
          style.overflowX === 'visible' &&
          el.getBoundingClientRect().left + el.scrollWidth > width + 0.5
        )
          spilling.push(el);
      }
    }

    // The innermost one names the culprit; its ancestors spill only because it does.
    for (const el of spilling.filter(
      (el) => !spilling.some((other) => other !== el && el.contains(other)),
    ))
      problems.push(`reflow (${label}): the content of ${describe(el)} runs past the viewport`);
  }

  if (pass === 'forced') {
    if (!matchMedia('(forced-colors: active)').matches)
      problems.push('forced colours: the emulation did not apply');
    // Behind a modal dialog nothing takes focus: look inside it.
    const modal = document.querySelector('dialog:modal');
    const reachable = modal ? [modal, ...modal.querySelectorAll('*')] : all;
    const focusable = (el) => !el.disabled && !unseen(el);
    const button = reachable.find((el) => el.matches('button') && focusable(el));
    const field = reachable.find(
      (el) =>
        el.matches(
          'input:not([type="hidden"], [type="radio"], [type="checkbox"], [type="file"])',
        ) && focusable(el),
    );
    const look = (el) => {
      const s = getComputedStyle(el);
      return {
        outline:
          s.outlineStyle !== 'none' &&
          parseFloat(s.outlineWidth) >= 1 &&
          visibleColour(s.outlineColor, el),
        borderWidth: parseFloat(s.borderTopWidth),
        borderColour: rgba(s.borderTopColor),
      };
    };
    for (const el of [button, field]) {
      if (!el) continue;
      covered.push('forcedFocus');
      const before = look(el);
      el.focus();
      const after = look(el);
      // Without an outline, the border must change enough to see: thicker, or 3:1 apart.
      const behind = backdrop(el);
      const border =
        after.borderWidth >= before.borderWidth + 1 ||
        contrast(
          after.borderColour,
          before.borderColour
            .slice(0, 3)
            .map((v, i) => v * before.borderColour[3] + behind[i] * (1 - before.borderColour[3])),
        ) >= 3;
      const shown = document.activeElement === el && (after.outline || border);
      el.blur();
      if (!shown) problems.push(`forced colours: no focus indicator on ${describe(el)}`);
    }
    for (const el of all.filter((el) => el.matches('.gh-field__input') && !unseen(el))) {
      covered.push('forcedBorders');
      const s = getComputedStyle(el);
      const sides = ['Top', 'Right', 'Bottom', 'Left'].filter(
        (side) =>
          s[`border${side}Style`] !== 'none' &&
          parseFloat(s[`border${side}Width`]) >= 1 &&
          visibleColour(s[`border${side}Color`], el),
      );
      if (sides.length < 4) problems.push(`forced colours: ${describe(el)} has no visible border`);
    }
    for (const el of all.filter((el) => el.matches('.gh-spinner') && !unseen(el))) {
      covered.push('forcedSpinner');
      const s = getComputedStyle(el);
      const colours = ['Top', 'Right', 'Bottom', 'Left']
        .filter(
          (side) => s[`border${side}Style`] !== 'none' && parseFloat(s[`border${side}Width`]) >= 1,
        )
        .map((side) => s[`border${side}Color`]);
      if (!colours.some((c) => visibleColour(c, el)))
        problems.push(`forced colours: spinner ${describe(el)} is invisible`);
    }
    for (const svg of all.filter((el) => el.matches('svg') && !unseen(el))) {
      covered.push('forcedIcons');
      const shapes = [
        ...svg.querySelectorAll('path, rect, circle, ellipse, polygon, polyline, line, text, use'),
      ];
      const painted = shapes.some((shape) => {
        const s = getComputedStyle(shape);
        // A gradient or pattern paints; a plain colour must differ from what is behind the icon.
        const paints = (paint) => paint.startsWith('url(') || visibleColour(paint, svg);
        const fill = s.fill !== 'none' && parseFloat(s.fillOpacity) > 0 && paints(s.fill);
        const stroke =
          s.stroke !== 'none' &&
          parseFloat(s.strokeWidth) > 0 &&
          parseFloat(s.strokeOpacity) > 0 &&
          paints(s.stroke);
        return fill || stroke;
      });
      if (!painted) problems.push(`forced colours: icon ${describe(svg)} paints nothing visible`);
    }
  }
  return { problems: [...new Set(problems)], covered };
}
