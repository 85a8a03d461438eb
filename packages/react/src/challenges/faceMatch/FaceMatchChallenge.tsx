'use client';

import type { Challenge } from '@gatehouse-auth/core';
import type { CameraCheck, FaceScanCapture } from '@gatehouse-auth/core/internal';
import { changePhoneNumberChallenge } from '@gatehouse-auth/core/internal/challenges/changePhoneNumber/changePhoneNumberDefinition';
import {
  createFaceMatchController,
  isFirefoxUserAgent,
} from '@gatehouse-auth/core/internal/challenges/faceMatch/faceMatchController';
import { GatehouseError } from '@gatehouse-auth/core/internal/errors/gatehouseError';
import { allowedUrl } from '@gatehouse-auth/core/internal/runtime/navigation';
import { untilAborted } from '@gatehouse-auth/core/internal/runtime/untilAborted';
import { useCallback, useContext, useEffect, useId, useRef } from 'react';
import { useStore } from 'zustand';
import { useMessages, type Translate } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import { Spinner } from '../../primitives/Spinner';
import { useController } from '../../primitives/useController';
import { useLatest } from '../../primitives/useLatest';
import { usePageOrigin } from '../../primitives/usePageOrigin';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { TryAnotherWay } from '../TryAnotherWay';
import { AppStoreBadges } from './AppStoreBadges';
import { FaceScanContext, type AppLinks, type FaceScanSettings } from './faceScanContext';
import { QrCode } from './QrCode';

/** The code a FACE_MATCH rendered without `<FaceScanProvider>` fails with (the flow never offers it so). */
export const NO_FACE_SCAN_ADAPTER_CODE = 'facematch.no_adapter';

/** The phone-number change: the token's own entry (with its texts) if the flow has one, else the synthetic one. */
export function phoneNumberChangeChallenge(alternatives: readonly Challenge[]): Challenge {
  return (
    alternatives.find((c) => c.type === changePhoneNumberChallenge.type) ??
    changePhoneNumberChallenge
  );
}

/**
 * An app link through the navigation gate, absolute as a phone opens it. The host names these
 * links in its own code, so their origins are allowed; the gate still refuses other schemes,
 * credentials and disguised addresses (undefined: the link is left out).
 */
function appLink(link: string, pageOrigin: string, links: AppLinks): string | undefined {
  return allowedUrl(link, pageOrigin, [links.download, links.appStore, links.googlePlay]);
}

function userAgentOf(settings: FaceScanSettings): string {
  return settings.userAgent ?? globalThis.navigator?.userAgent ?? '';
}

function FirefoxWarning({ t, settings }: { t: Translate; settings: FaceScanSettings }) {
  return isFirefoxUserAgent(userAgentOf(settings)) ? (
    <Alert tone="info">{t('faceMatch.firefoxWarning')}</Alert>
  ) : null;
}

/**
 * FACE_MATCH, the video selfie (SPEC.md §2, §4): the intro with its camera check, the
 * camera-required screens (with the app's QR code), the video through the host's face-scan
 * adapter, waiting for the result, the rejection, and 'We couldn't verify your selfie'.
 */
function FaceMatchChallenge(props: ChallengeProps) {
  const settings = useContext(FaceScanContext);
  const { flow } = props;
  useEffect(() => {
    if (!settings) flow.fail(new GatehouseError({ status: 0, code: NO_FACE_SCAN_ADAPTER_CODE }));
  }, [settings, flow]);
  return settings ? <FaceMatchScreens {...props} settings={settings} /> : null;
}

function FaceMatchScreens({ flow, settings }: ChallengeProps & { settings: FaceScanSettings }) {
  const t = useMessages();
  const { config } = useGatehouse();
  // Callbacks may come late (after a poll or a capture): read the latest flow and adapter then.
  const latest = useLatest({ flow, settings, t });

  // The adapter's container appears with the challenge screen; a capture waits for it.
  const container = useRef<HTMLDivElement | null>(null);
  const waiting = useRef<Array<(element: HTMLElement) => void>>([]);
  const setContainer = useCallback((element: HTMLDivElement | null) => {
    container.current = element;
    if (!element) return;
    for (const resolve of waiting.current.splice(0)) resolve(element);
  }, []);

  const controller = useController(() => {
    const capture: FaceScanCapture = async (session, signal) => {
      const element =
        container.current ??
        (await untilAborted(
          new Promise<HTMLElement>((resolve) => {
            waiting.current.push(resolve);
          }),
          signal,
        ));
      return latest.settings.adapter.capture(session, {
        signal,
        container: element,
        videoLabel: latest.t('faceMatch.challenge.video'),
      });
    };
    return createFaceMatchController({
      client: clientFor(config),
      ott: flow.ott,
      detectCamera: (signal) => latest.settings.detectCamera(signal),
      capture,
      onPassed: () => latest.flow.pass(),
      onShowAlternates: () => latest.flow.showAlternates(),
      onPhoneNumberChange: () =>
        latest.flow.choose(phoneNumberChangeChallenge(latest.flow.alternatives)),
      onFatal: (error) => latest.flow.fail(error),
      reportError: (error) => latest.flow.reportError(error),
    });
  });

  const { phase, cameraScreen, camera, failure, introUnhandled, rejectionPending } =
    useStore(controller);

  const tryAnotherWay = <TryAnotherWay flow={flow} variant="secondary" />;

  switch (phase) {
    case 'intro':
    case 'checking': {
      const checking = phase === 'checking';
      return (
        <Screen key="intro" title={t('faceMatch.intro.title')} busy={checking}>
          <p className="gh-text">{t('faceMatch.intro.text')}</p>
          <FirefoxWarning t={t} settings={settings} />
          {introUnhandled ? <Alert>{t('common.somethingWentWrongRetry')}</Alert> : null}
          <p className="gh-visually-hidden" role="status">
            {checking ? t('faceMatch.intro.checking') : ''}
          </p>
          <div className="gh-actions">
            <Button loading={checking} onClick={controller.begin}>
              {t('faceMatch.intro.continue')}
            </Button>
            <TryAnotherWay flow={flow} />
          </div>
        </Screen>
      );
    }
    case 'cameraRequired':
      return (
        <CameraRequired
          t={t}
          settings={settings}
          screen={cameraScreen}
          camera={camera}
          controller={controller}
        />
      );
    case 'preparing':
    case 'capturing':
    case 'submitting':
      return (
        <Screen key="challenge" title={t('faceMatch.challenge.title')} busy={phase !== 'capturing'}>
          <p className="gh-text">{t('faceMatch.challenge.text')}</p>
          <FirefoxWarning t={t} settings={settings} />
          <div ref={setContainer} className="gh-face-scan" />
          <p className="gh-text" role="status">
            {t(`faceMatch.challenge.${phase}`)}
          </p>
        </Screen>
      );
    case 'waiting':
      return (
        <Screen key="waiting" title={t('faceMatch.waiting.title')} busy>
          <p className="gh-text">{t('faceMatch.waiting.text')}</p>
          <Spinner label={t('faceMatch.waiting.status')} />
        </Screen>
      );
    case 'rejected':
      return (
        <Screen key="rejected" title={t('faceMatch.rejected.title')} busy={rejectionPending}>
          <p className="gh-text">{t('faceMatch.rejected.text')}</p>
          {rejectionPending ? (
            <Spinner label={t('faceMatch.rejected.pending')} />
          ) : (
            <div className="gh-actions">
              {tryAnotherWay}
              <Button
                variant="link"
                onClick={() => flow.choose(phoneNumberChangeChallenge(flow.alternatives))}
              >
                {t('faceMatch.tryAnotherWay.checkManually')}
              </Button>
            </div>
          )}
        </Screen>
      );
    case 'failed':
      return (
        <Screen key="failed" title={t('faceMatch.error.title')}>
          <Alert>{t(`faceMatch.error.${failure ?? 'ERROR'}`)}</Alert>
          <div className="gh-actions">
            <Button onClick={controller.tryAgain}>{t('faceMatch.error.tryAgain')}</Button>
            {tryAnotherWay}
          </div>
        </Screen>
      );
    case 'accepted':
    case 'leaving':
      return <Spinner label={t('challenge.loading')} />;
    default: {
      const unreachable: never = phase;
      return unreachable;
    }
  }
}

interface CameraRequiredProps {
  t: Translate;
  settings: FaceScanSettings;
  screen: 'intro' | 'tryAnotherWay' | 'downloadApp';
  /** Why the camera is required: none found, refused, or no answer in time. */
  camera: CameraCheck | null;
  controller: ReturnType<typeof createFaceMatchController>;
}

/** No camera, or the camera refused: the three screens that help the user on. */
function CameraRequired({ t, settings, screen, camera, controller }: CameraRequiredProps) {
  const manualHint = useId();
  const pageOrigin = usePageOrigin();
  switch (screen) {
    case 'intro':
      return (
        <Screen key="camera-intro" title={t('faceMatch.camera.title')}>
          <p className="gh-text">
            {t(
              `faceMatch.camera.${camera === 'denied' || camera === 'timedOut' ? camera : 'none'}`,
            )}
          </p>
          <div className="gh-actions">
            <Button onClick={controller.checkCamera}>{t('faceMatch.camera.checkAgain')}</Button>
            <Button
              variant="secondary"
              onClick={() => controller.showCameraScreen('tryAnotherWay')}
            >
              {t('faceMatch.camera.tryAnotherWay')}
            </Button>
          </div>
        </Screen>
      );
    case 'tryAnotherWay':
      return (
        <Screen key="camera-another-way" title={t('faceMatch.tryAnotherWay.title')}>
          <p className="gh-text">{t('faceMatch.tryAnotherWay.text')}</p>
          <ul className="gh-method-list">
            <li>
              <Button
                variant="secondary"
                className="gh-method"
                onClick={() => controller.showCameraScreen('downloadApp')}
              >
                {t('faceMatch.tryAnotherWay.downloadApp')}
              </Button>
            </li>
            <li>
              <Button
                variant="secondary"
                className="gh-method"
                aria-describedby={manualHint}
                onClick={controller.checkManually}
              >
                {t('faceMatch.tryAnotherWay.checkManually')}
              </Button>
            </li>
          </ul>
          <p className="gh-text gh-text--muted" id={manualHint}>
            {t('faceMatch.tryAnotherWay.checkManuallyHint')}
          </p>
          <div className="gh-actions">
            <Button variant="secondary" onClick={() => controller.showCameraScreen('intro')}>
              {t('common.back')}
            </Button>
          </div>
        </Screen>
      );
    case 'downloadApp': {
      const { appLinks } = settings;
      const address = appLink(appLinks.download, pageOrigin, appLinks);
      return (
        <Screen key="camera-download" title={t('faceMatch.downloadApp.title')}>
          <p className="gh-text">{t('faceMatch.downloadApp.text')}</p>
          {address ? (
            <>
              <QrCode text={address} label={t('faceMatch.downloadApp.qrCode')} />
              <p className="gh-text">
                {t('faceMatch.downloadApp.address')}{' '}
                <a className="gh-link" href={address}>
                  {address}
                </a>
              </p>
            </>
          ) : null}
          <AppStoreBadges
            appStore={appLink(appLinks.appStore, pageOrigin, appLinks)}
            googlePlay={appLink(appLinks.googlePlay, pageOrigin, appLinks)}
          />
          <div className="gh-actions">
            <Button
              variant="secondary"
              onClick={() => controller.showCameraScreen('tryAnotherWay')}
            >
              {t('common.back')}
            </Button>
          </div>
        </Screen>
      );
    }
    default: {
      const unreachable: never = screen;
      return unreachable;
    }
  }
}

export default FaceMatchChallenge;
