import { Link } from 'react-router-dom';
import { formatDateTime, HEALTH_ENTRY_TYPE_LABELS, type StaffTask, type UpcomingHealthItem } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { adopterProfileHref } from '../adopter-link';
import { useCanCoordinate } from '../admin-session';
import { surveyLink } from '../surveys/survey-url';
import { useSetTaskDone } from './task-queries';
import { animalHref, formatDay } from './task-url';

export const TASK_DONE_FAILED = 'Nie udało się zmienić zadania. Spróbuj ponownie.';

/** What the task is about, each linked to where the panel shows it (adopters only for those who work with them). */
function TaskLinks({ task }: { task: StaffTask }) {
  const canCoordinate = useCanCoordinate();
  const links = [
    task.animal && (
      <Link key="animal" to={animalHref(task.animal.id)}>
        Zwierzak: {task.animal.name || `#${task.animal.id}`}
      </Link>
    ),
    task.surveyId !== null && (
      <Link key="survey" to={surveyLink(task.surveyId)}>
        Ankieta #{task.surveyId}
      </Link>
    ),
    task.adopterId !== null &&
      (canCoordinate ? (
        <Link key="adopter" to={adopterProfileHref(task.adopterId)}>
          Adoptujący #{task.adopterId}
        </Link>
      ) : (
        <span key="adopter">Adoptujący #{task.adopterId}</span>
      )),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return <p className="task-row__links">{links}</p>;
}

/**
 * One task: "Zrobione" (a checkbox named after the task, so each is told apart by ear), the title,
 * its due date (overdue ones marked), who it is for and what it is about. The tick is sent at once
 * and the server's answer is the toast.
 */
export function TaskRow({ task, today }: { task: StaffTask; today: string }) {
  const change = useSetTaskDone({
    onSuccess: (answer) => toast.info(answer.message),
    onError: (error) => toast.error(errorMessage(error, TASK_DONE_FAILED)),
  });
  // While the answer is on its way the box shows what was asked.
  const done = change.isPending ? change.variables.done : task.done;
  const overdue = !task.done && task.due < today;
  const className = ['task-row', overdue ? 'task-row--overdue' : '', task.done ? 'task-row--done' : ''].filter(Boolean).join(' ');
  return (
    <li className={className} data-task-id={task.id}>
      <label className="task-row__done">
        <input
          type="checkbox"
          aria-label={`Zrobione: ${task.title}`}
          checked={done}
          // Not disabled while the answer comes: a disabled box would lose the keyboard focus.
          onChange={(event) => {
            if (!change.isPending) change.mutate({ task, done: event.target.checked });
          }}
        />
        <span>Zrobione</span>
      </label>
      <div className="task-row__body">
        <p className="task-row__title">{task.title}</p>
        <p className="task-row__meta">
          {overdue && <span className="task-row__overdue">po terminie</span>}
          <span>
            termin: {formatDay(task.due)}
            {task.due === today && ' (dziś)'}
          </span>
          {task.done && task.doneAt && <span>zrobione: {formatDateTime(task.doneAt)}</span>}
          <span>{task.assignee ? `przypisane: ${task.assignee.username}` : 'nieprzypisane'}</span>
          {task.source === 'zdrowie' && <span>z karty zdrowia</span>}
          {task.source === 'dt' && <span>od domu tymczasowego</span>}
        </p>
        <TaskLinks task={task} />
      </div>
    </li>
  );
}

export function TaskList({ tasks, today, label }: { tasks: readonly StaffTask[]; today: string; label: string }) {
  return (
    <ul className="task-list" aria-label={label}>
      {tasks.map((task) => (
        <TaskRow key={task.id} task={task} today={today} />
      ))}
    </ul>
  );
}

/** "W ciągu 7 dni": health dates coming due (a vaccination, deworming…), each with its animal. */
export function UpcomingHealthList({ items }: { items: readonly UpcomingHealthItem[] }) {
  return (
    <ul className="task-upcoming">
      {items.map((item) => (
        <li key={item.entryId} className="task-upcoming__item">
          <span className="task-upcoming__date">{formatDay(item.nextDue)}</span>
          <span>
            {HEALTH_ENTRY_TYPE_LABELS[item.type]}: {item.description}
          </span>
          <Link to={animalHref(item.animal.id)}>Zwierzak: {item.animal.name || `#${item.animal.id}`}</Link>
        </li>
      ))}
    </ul>
  );
}
