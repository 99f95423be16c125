import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { isSpecies, MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { poolOf } from '../auth/session.js';
import type { EventBus } from '../events/event-bus.js';
import { findSurveyQuestions } from './survey-questions.js';
import { createSurveySubmitLimiter, type SurveySubmitLimiter } from './survey-submit-limiter.js';
import { submitSurvey } from './survey-submit.js';

export interface SurveyPublicDeps {
  db: DataSource;
  events: EventBus;
  /** Default: SURVEY_SUBMIT_LIMIT (30 new surveys per IP per hour), counted in PostgreSQL. */
  limiter?: SurveySubmitLimiter;
}

/**
 * The public survey calls of SPEC section 7:
 * - GET /survey/questions/:species — the species' questions in order; [] for a species without a
 *   questionnaire, 404 for a name that is not one of the ten species;
 * - POST /survey — stores a survey (201 {id}); a retry with the same idempotency key answers the
 *   first survey again (200 {id}, header Idempotent-Replayed: true).
 */
export function surveyPublicRouter({ db, events, limiter = createSurveySubmitLimiter(poolOf(db)) }: SurveyPublicDeps): Router {
  const router = Router();

  router.get('/survey/questions/:species', async (req, res) => {
    const { species } = req.params;
    if (!isSpecies(species)) throw HttpError.notFound(MESSAGES.survey.noQuestionnaire, 'no_questionnaire');
    // Browsers revalidate (ETag, 304): a questionnaire changes only with a deployment.
    res.setHeader('Cache-Control', 'no-cache').json(await findSurveyQuestions(db, species));
  });

  router.post('/survey', async (req, res) => {
    const ip = req.ip ?? 'unknown';
    // The point is taken before the work and given back when nothing new was stored.
    let holdsPoint = false;
    const giveBackPoint = async () => {
      if (holdsPoint) await limiter.giveBack(ip);
      holdsPoint = false;
    };
    const result = await submitSurvey({ db, events }, req.body, {
      beforeCreate: async () => {
        const wait = await limiter.take(ip);
        if (wait === 0) {
          holdsPoint = true;
          return;
        }
        res.setHeader('Retry-After', String(wait));
        throw new HttpError(429, 'too_many_surveys', MESSAGES.survey.tooManySurveys);
      },
    }).catch(async (error: unknown) => {
      await giveBackPoint();
      throw error;
    });
    if (!result.created) {
      await giveBackPoint();
      res.setHeader('Idempotent-Replayed', 'true');
    }
    res.status(result.created ? 201 : 200).json({ id: result.id });
  });

  return router;
}
