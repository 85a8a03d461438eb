// The bench's "core with every export" page: a host that uses core without the widgets (its own
// calls, the challenge flow, step-up, validation) and keeps every export of core's entries for
// every host reachable (none can be tree-shaken away). The logic behind each screen, for a UI of
// your own, is the headless page's.
import * as core from '@gatehouse-auth/core';
import * as forms from '@gatehouse-auth/core/forms';
import * as stepUp from '@gatehouse-auth/core/step-up';

const exported = { ...core, ...forms, ...stepUp };
document.body.dataset.exports = String(Object.keys(exported).length);
document.body.setAttribute('data-usable', '');
