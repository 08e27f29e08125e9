import type { FeiraModule } from '../../platform/module.ts';
import { opsRoutes } from './ops.routes.ts';
import { recordProbe } from './probe.service.ts';

export const opsModule: FeiraModule = {
  name: 'ops',
  setup(rt) {
    rt.events.consume({ name: 'ops.probe', events: ['ops.ProbeRequested'], handle: recordProbe });
  },
  routes: opsRoutes,
};
