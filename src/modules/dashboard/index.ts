import type { FeiraModule } from '../../platform/module.ts';
import { dashboardBffRoutes } from './dashboard.bff.routes.ts';

/** The web admin's dashboard (`/bffweb/dashboard`): no tables of its own, it reads the other modules. */
export const dashboardModule: FeiraModule = { name: 'dashboard', routes: dashboardBffRoutes };
