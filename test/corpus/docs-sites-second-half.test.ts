import { corpusSites, describeSiteBuilds } from './docs-sites.ts';

describeSiteBuilds(corpusSites.filter((_, index) => index % 2 === 1));
