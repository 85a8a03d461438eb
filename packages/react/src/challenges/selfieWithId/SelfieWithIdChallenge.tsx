'use client';

import type { SelfieAttributes, SelfieProblem } from '@gatehouse-auth/core/internal';
import { SELFIE_PHOTO_TYPES } from '@gatehouse-auth/core/internal/challenges/selfieWithId/selfieImage';
import {
  createSelfieWithIdController,
  phoneNumberChange,
} from '@gatehouse-auth/core/internal/challenges/selfieWithId/selfieWithIdController';
import {
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
} from 'react';
import { useStore } from 'zustand';
import { useMessages, type Translate } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { Screen } from '../../primitives/Screen';
import { useController } from '../../primitives/useController';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { TryAnotherWay } from '../TryAnotherWay';
import { MobileDeviceContext } from './mobileDevice';
import { usePhotoPreview, type PhotoPreview } from './usePhotoPreview';

function selectionProblemText(problem: SelfieProblem | null, t: Translate): string | null {
  switch (problem?.kind) {
    case 'tooBig':
      return t('selfie.tooBig', { size: problem.sizeInMb });
    case 'empty':
      return t('selfie.empty');
    case 'unsupportedType':
      return t('selfie.unsupportedType');
    case 'tooManyPixels':
      return t('selfie.tooManyPixels');
    case 'notAnImage':
      return t('selfie.notAnImage');
    default:
      // No problem, or the server's refusal (shown with the preview).
      return null;
  }
}

/**
 * SELFIE_WITH_ID: what the selfie must show, the upload area (a real file input; drag and drop
 * on desktop), the preview with "Click to enlarge", "Upload new selfie" and "Submit". The photo
 * goes to the challenge's `uploadPath` as multipart; the server's 4xx message shows here, other
 * failures go to the flow's failure handler.
 */
function SelfieWithIdChallenge({ flow }: ChallengeProps<SelfieAttributes>) {
  const { attributes } = flow;
  const t = useMessages();
  const { config } = useGatehouse();
  const detectMobile = useContext(MobileDeviceContext);
  const [mobile] = useState(detectMobile);
  const controller = useController(() =>
    createSelfieWithIdController({
      client: clientFor(config),
      ott: flow.ott,
      attributes,
      onPassed: flow.pass,
      onFailure: flow.failure,
    }),
  );

  const { phase, photo, problem } = useStore(controller);
  const preview = usePhotoPreview(photo);
  // The preview shown enlarged: another photo (another preview) closes the modal for good.
  const [enlarged, setEnlarged] = useState<PhotoPreview | null>(null);
  const [dragging, setDragging] = useState(false);
  const ids = useId();
  const inputId = `${ids}-photo`;
  const hintId = `${ids}-hint`;
  const problemId = `${ids}-problem`;
  const fileInput = useRef<HTMLInputElement>(null);
  const previewArea = useRef<HTMLDivElement>(null);

  const choosing = phase === 'noPhoto';
  const submitting = phase === 'submitting' || phase === 'success';
  // Focus follows the swap between the upload area and the preview, never on the first render.
  const wasChoosing = useRef(choosing);
  useEffect(() => {
    if (wasChoosing.current === choosing) return;
    wasChoosing.current = choosing;
    if (choosing) fileInput.current?.focus();
    else previewArea.current?.querySelector<HTMLButtonElement>('[data-selfie-enlarge]')?.focus();
  }, [choosing]);

  const change = phoneNumberChange(attributes);
  const selectionProblem = selectionProblemText(problem, t);
  const refusal =
    problem?.kind === 'refused' ? (problem.message ?? t('common.somethingWentWrong')) : null;

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    controller.choose(event.currentTarget.files?.[0]);
    // The same file chosen again (say, after "too big") must still fire a change.
    event.currentTarget.value = '';
  };
  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    controller.choose(event.dataTransfer.files[0]);
  };

  const status =
    phase === 'photoChosen' ? t('selfie.preparing') : submitting ? t('selfie.submitting') : '';

  return (
    <Screen title={t('selfie.title')} busy={submitting}>
      {change ? (
        <p className="gh-text">
          {t('selfie.changePhoneNumber', { current: change.current, next: change.next })}
        </p>
      ) : null}
      <p className="gh-text">{t('selfie.documents')}</p>
      <div className="gh-selfie__checklist">
        <h3 className="gh-selfie__checklist-title">{t('selfie.checklist.title')}</h3>
        <ul className="gh-selfie__checklist-list">
          <li>{t('selfie.checklist.faceAndId')}</li>
          <li>{t('selfie.checklist.name')}</li>
        </ul>
      </div>

      {choosing ? (
        <div className="gh-selfie__upload">
          <input
            ref={fileInput}
            id={inputId}
            className="gh-selfie__input"
            type="file"
            accept={SELFIE_PHOTO_TYPES}
            aria-describedby={selectionProblem ? `${problemId} ${hintId}` : hintId}
            aria-invalid={selectionProblem ? true : undefined}
            onChange={onFileChange}
          />
          <label
            htmlFor={inputId}
            className={['gh-selfie__drop', dragging ? 'gh-selfie__drop--active' : null]
              .filter(Boolean)
              .join(' ')}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <span className="gh-selfie__drop-icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
                <path
                  fill="currentColor"
                  d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
                />
              </svg>
            </span>
            <span className="gh-selfie__drop-text">
              {mobile ? t('selfie.upload.mobile') : t('selfie.upload.desktop')}
            </span>
          </label>
          <p id={hintId} className="gh-field__hint">
            {t('selfie.upload.hint')}
          </p>
          {selectionProblem ? (
            <p id={problemId} className="gh-field__error" role="alert">
              {selectionProblem}
            </p>
          ) : null}
        </div>
      ) : (
        <div ref={previewArea} className="gh-selfie__review">
          <figure className="gh-selfie__preview">
            {preview ? (
              <img
                key={preview.url}
                className="gh-selfie__image"
                src={preview.url}
                alt={t('selfie.preview.alt')}
                onLoad={() => controller.previewReady(preview.photo)}
                onError={() => controller.previewFailed(preview.photo)}
              />
            ) : null}
          </figure>
          <div className="gh-actions">
            <Button variant="link" data-selfie-enlarge="" onClick={() => setEnlarged(preview)}>
              {t('selfie.enlarge')}
            </Button>
          </div>
          {refusal ? <Alert>{refusal}</Alert> : null}
          <div className="gh-actions">
            <Button variant="secondary" disabled={submitting} onClick={controller.reset}>
              {t('selfie.uploadNew')}
            </Button>
            <Button
              loading={submitting}
              disabled={phase === 'photoChosen'}
              onClick={controller.submit}
            >
              {t('selfie.submit')}
            </Button>
          </div>
        </div>
      )}
      <p className="gh-visually-hidden" role="status">
        {status}
      </p>
      {flow.alternatives.length > 0 ? (
        <div className="gh-actions">
          <TryAnotherWay flow={flow} disabled={submitting} />
        </div>
      ) : null}
      <Modal
        open={preview !== null && enlarged === preview}
        title={t('selfie.enlarged.title')}
        onClose={() => setEnlarged(null)}
        className="gh-selfie__modal"
      >
        {preview ? (
          <img className="gh-selfie__enlarged" src={preview.url} alt={t('selfie.enlarged.alt')} />
        ) : null}
      </Modal>
    </Screen>
  );
}

export default SelfieWithIdChallenge;
