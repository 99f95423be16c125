import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime, imageVariantUrl, PAGE_LIMITS, PAGE_MESSAGES, SPECIES, type AdminPage } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { RichText } from '../../../ui/RichText';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { usePage, usePageCover, usePagePreview, useSavePage, useUploadPageImage } from './page-queries';
import { EMPTY_PAGE_FORM, formValuesOf, insertImage, pageFormResolver, pageInputOf, slugFromTitle, type PageFormValues } from './page-form';
import './pages.css';

/** /admin/content/new: a new page; pictures can be added once it is saved. */
export function PageCreatePage() {
  usePageTitle('Nowa strona');
  return <PageEditor page={null} />;
}

/** /admin/content/:id: edit a page (a draft or a published one). */
export function PageEditPage() {
  const { id = '' } = useParams();
  const query = usePage(Number(id));
  const page = viewOf(query);
  usePageTitle(page.status === 'success' ? `Treści: ${page.data.title}` : 'Treści');
  if (page.status === 'loading') return <Loader block />;
  if (page.status === 'error') {
    const missing = isApiError(page.error) && page.error.status === 404;
    return <ErrorCard message={missing ? PAGE_MESSAGES.pageNotFound : PAGE_MESSAGES.pageFailed} onRetry={missing ? undefined : () => void query.refetch()} />;
  }
  return <PageEditor key={page.data.id} page={page.data} />;
}

function PageEditor({ page: loaded }: { page: AdminPage | null }) {
  const navigate = useNavigate();
  const formId = useId();
  // The page as saved: shown here (each write has put it into the cache already).
  const [page, setPage] = useState(loaded);
  const savePage = useSavePage();
  const previewBody = usePagePreview();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting: saving },
  } = useForm<PageFormValues>({ defaultValues: loaded ? formValuesOf(loaded) : EMPTY_PAGE_FORM, resolver: pageFormResolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [preview, setPreview] = useState<string | null>(null);
  // The address follows the title until staff type one themselves (an existing page keeps its own).
  const [slugTouched, setSlugTouched] = useState(Boolean(loaded));
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);

  const save = handleSubmit(async (values) => {
    try {
      const saved = await savePage.mutateAsync({ id: page?.id ?? null, input: pageInputOf(values) });
      toast.info(saved.message);
      if (!page) void navigate(`/admin/content/${saved.page.id}`, { replace: true });
      else setPage(saved.page);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          if (key in EMPTY_PAGE_FORM) setError(key as keyof PageFormValues, { type: 'server', message });
        }
      }
      toast.error(errorMessage(error, PAGE_MESSAGES.saveFailed));
    }
  });

  const showPreview = async () => {
    try {
      setPreview((await previewBody.mutateAsync(getValues('body'))).html);
    } catch (error) {
      toast.error(errorMessage(error, PAGE_MESSAGES.previewFailed));
    }
  };

  const title = register('title', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!slugTouched) setValue('slug', slugFromTitle(event.target.value));
    },
  });
  const body = register('body');
  const invalid = (key: keyof PageFormValues) => (errors[key] ? true : undefined);
  const described = (key: keyof PageFormValues, hint?: string) => [hint, errors[key] ? `${formId}-${key}-error` : ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (key: keyof PageFormValues) =>
    errors[key] ? (
      <p id={`${formId}-${key}-error`} className="field-error">
        {errors[key].message}
      </p>
    ) : null;

  return (
    <section className="admin-page pages-admin" aria-labelledby={`${formId}-heading`}>
      <p>
        <Link to="/admin/content">← Wszystkie treści</Link>
      </p>
      <h1 id={`${formId}-heading`} className="admin-page__title">
        {page ? `Edycja: ${page.title}` : 'Nowa strona'}
      </h1>
      {page && (
        <p className="pages-admin__meta">
          Ostatnia zmiana: {formatDateTime(page.updatedAt)}
          {page.updatedBy ? ` (${page.updatedBy})` : ''} · {page.published ? 'opublikowana' : 'szkic'}
        </p>
      )}
      <form className="pages-form" onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor={`${formId}-title`}>Tytuł</label>
        <input id={`${formId}-title`} {...title} aria-invalid={invalid('title')} aria-describedby={described('title')} maxLength={PAGE_LIMITS.title} required />
        {fieldError('title')}

        <label htmlFor={`${formId}-slug`}>Adres strony</label>
        <p id={`${formId}-slug-hint`} className="pages-form__hint">
          Małe litery a–z, cyfry i myślniki; poradnik będzie pod /baza-wiedzy/adres, a strona o adresie „o-nas” pod /o-nas.
        </p>
        <input
          id={`${formId}-slug`}
          {...register('slug', { onChange: () => setSlugTouched(true) })}
          aria-invalid={invalid('slug')}
          aria-describedby={described('slug', `${formId}-slug-hint`)}
          maxLength={PAGE_LIMITS.slug}
          required
        />
        {fieldError('slug')}

        <label htmlFor={`${formId}-summary`}>Krótkie streszczenie</label>
        <textarea
          id={`${formId}-summary`}
          {...register('summary')}
          aria-invalid={invalid('summary')}
          aria-describedby={described('summary')}
          rows={2}
          maxLength={PAGE_LIMITS.summary}
        />
        {fieldError('summary')}

        <label htmlFor={`${formId}-species`}>Gatunek</label>
        <select id={`${formId}-species`} {...register('species')}>
          <option value="">Brak (strona ogólna)</option>
          {SPECIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>

        <label htmlFor={`${formId}-body`}>Treść (Markdown)</label>
        <p id={`${formId}-body-hint`} className="pages-form__hint">
          Nagłówki: ## Tytuł sekcji; listy: - punkt; linki: [tekst](/adres); pogrubienie: **tekst**.
        </p>
        <textarea
          id={`${formId}-body`}
          {...body}
          ref={(element) => {
            body.ref(element);
            bodyRef.current = element;
          }}
          aria-invalid={invalid('body')}
          aria-describedby={described('body', `${formId}-body-hint`)}
          rows={18}
          maxLength={PAGE_LIMITS.body}
        />
        {fieldError('body')}

        {page ? (
          <BodyImageUpload pageId={page.id} onUploaded={(alt, path) => {
            const current = getValues('body');
            const at = bodyRef.current?.selectionStart ?? current.length;
            setValue('body', insertImage(current, at, alt, path).body, { shouldDirty: true });
          }} />
        ) : (
          <p className="pages-form__hint">Zapisz stronę, aby dodać okładkę i zdjęcia w treści.</p>
        )}

        <div className="pages-form__checkbox">
          <input id={`${formId}-published`} type="checkbox" {...register('published')} />
          <label htmlFor={`${formId}-published`}>Opublikowana (widoczna dla odwiedzających)</label>
        </div>

        {errors.root && (
          <p className="field-error" role="alert">
            {errors.root.message}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="btn btn--ghost" onClick={() => void showPreview()}>
            Podgląd
          </button>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Zapisywanie…' : 'Zapisz'}
          </button>
        </div>
      </form>

      {page && <CoverEditor page={page} onChanged={setPage} />}

      {preview !== null && (
        <section className="pages-preview" aria-labelledby={`${formId}-preview`}>
          <h2 id={`${formId}-preview`}>Podgląd treści</h2>
          <RichText html={preview} />
        </section>
      )}
    </section>
  );
}

function BodyImageUpload({ pageId, onUploaded }: { pageId: number; onUploaded(alt: string, path: string): void }) {
  const id = useId();
  const [alt, setAlt] = useState('');
  const uploadImage = useUploadPageImage(pageId);
  const busy = uploadImage.isPending;
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const { path } = await uploadImage.mutateAsync(file);
      onUploaded(alt.trim() || file.name.replace(/\.[^.]+$/, ''), path);
      setAlt('');
    } catch (error) {
      toast.error(errorMessage(error, PAGE_MESSAGES.uploadFailed));
    }
  };
  return (
    <fieldset className="pages-form__images">
      <legend>Wstaw zdjęcie do treści</legend>
      <label htmlFor={`${id}-alt`}>Opis zdjęcia (dla osób, które go nie widzą)</label>
      <input id={`${id}-alt`} value={alt} maxLength={200} onChange={(event) => setAlt(event.target.value)} />
      <label htmlFor={`${id}-file`}>Plik zdjęcia (JPG, PNG, GIF lub WebP, do 5 MB)</label>
      <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/gif,image/webp" disabled={busy} onChange={(event) => void upload(event)} />
    </fieldset>
  );
}

function CoverEditor({ page, onChanged }: { page: AdminPage; onChanged(page: AdminPage): void }) {
  const id = useId();
  const cover = usePageCover(page.id);
  const busy = cover.isPending;
  const [shown, setShown] = useState(page.cover);
  useEffect(() => setShown(page.cover), [page.cover]);
  /** A new cover (a file) or none (null). */
  const run = async (file: File | null) => {
    try {
      const saved = await cover.mutateAsync(file);
      onChanged(saved.page);
      toast.info(saved.message);
    } catch (error) {
      toast.error(errorMessage(error, PAGE_MESSAGES.uploadFailed));
    }
  };
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(file);
  };
  return (
    <section className="pages-cover" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Okładka</h2>
      {shown ? <img src={imageVariantUrl(shown, 'card')} alt="Okładka strony" width={240} height={180} /> : <p>Strona nie ma okładki.</p>}
      <label htmlFor={`${id}-file`}>{shown ? 'Zmień okładkę' : 'Dodaj okładkę'} (JPG, PNG, GIF lub WebP, do 5 MB)</label>
      <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/gif,image/webp" disabled={busy} onChange={upload} />
      {shown && (
        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void run(null)}>
          Usuń okładkę
        </button>
      )}
    </section>
  );
}
