// The bench's "core with every export" page: a host that builds its own UI and keeps every
// export of @gatehouse/core reachable (none can be tree-shaken away).
import * as core from '@gatehouse/core';
import * as forms from '@gatehouse/core/forms';
import * as stepUp from '@gatehouse/core/step-up';

const exported = { ...core, ...forms, ...stepUp };
document.body.dataset.exports = String(Object.keys(exported).length);
document.body.setAttribute('data-usable', '');
