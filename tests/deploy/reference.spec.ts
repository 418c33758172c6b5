import { deployedConsole } from './deployed';

// A CRMEB backend (the reference wire, the console's reference profile), behind the site's nginx at /api/.
deployedConsole({
  title: 'the deployed bundle, a CRMEB backend behind nginx (the reference wire)',
  name: 'reference',
  wire: 'reference',
  crossOrigin: false,
  bundle: () => ({ VITE_BACKEND_PROFILE: 'reference' }),
});
