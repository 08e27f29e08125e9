import type { FeiraModule } from '../../platform/module.ts';
import { tagsBffRoutes } from './tags.bff.routes.ts';
import { tagsRoutes } from './tags.routes.ts';
import { defineLabelsJob } from './tags.service.ts';

/** Shipping labels (`tag` domain): groups of orders sent to the channel for labels. */
export const tagsModule: FeiraModule = {
  name: 'tags',
  setup(rt) {
    defineLabelsJob(rt);
  },
  async routes(app, rt) {
    await tagsRoutes(app, rt);
    await tagsBffRoutes(app);
  },
};

export { requestLabelGroup } from './tags.service.ts';
