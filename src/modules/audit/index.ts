import type { FeiraModule } from '../../platform/module.ts';
import { auditRoutes } from './audit.routes.ts';
import { defineAuditPurge } from './audit.purge.ts';

export { actorNamesPort, skuNamesPort } from './audit.names.ts';
export { auditing, recordChange, recordChanges, requesterOf, type AuditChange } from './audit.service.ts';

/** The change history (`audit`): who changed what, recorded by the modules that make the changes. */
export const auditModule: FeiraModule = {
  name: 'audit',
  setup(rt) {
    defineAuditPurge(rt);
  },
  routes: auditRoutes,
};
