export * from './common.js';
export * from './animals.js';
export * from './survey.js';
export * from './contact.js';
export * from './auth.js';
export * from './chat.js';
export * from './mail.js';
export * from './admin-lists.js';
