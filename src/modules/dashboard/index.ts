import type { FeiraModule } from '../../platform/module.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

/** The web admin's dashboard (`/bffweb/dashboard`): no tables of its own, it reads the other modules. */
export const dashboardModule: FeiraModule = { name: 'dashboard', routes: dashboardRoutes };
