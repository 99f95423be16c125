export * from './endpoint.js';
export * from './survey-admin.js';
export * from './contracts.js';
export * from './adopters.js';
export * from './pages.js';
export * from './team.js';
export * from './public-forms.js';
export * from './mail-templates.js';
