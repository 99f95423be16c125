import path from 'node:path';
import dotenv from 'dotenv';
import { REPO_ROOT } from './config.js';

/**
 * Loads `<repository root>/.env` into process.env, whatever the working directory and however
 * the server was started (npm start, npm run start:prod, node server/dist/main.js from anywhere).
 * Variables already set in the real environment win over the file. Imported first by the entry
 * points (main.ts, cli.ts), before anything reads the environment.
 */
export const ENV_FILE = path.join(REPO_ROOT, '.env');

dotenv.config({ path: ENV_FILE, quiet: true });
