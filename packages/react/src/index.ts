export { LoginFlow } from './login/LoginFlow';
export type { LoginFlowProps } from './login/LoginFlow';
export { ChallengeFlow } from './challengeFlow/ChallengeFlow';
export type { ChallengeFlowProps } from './challengeFlow/ChallengeFlow';
export { GatehouseProvider, useGatehouse } from './provider/GatehouseProvider';
export type {
  GatehouseContextValue,
  GatehouseOptions,
  GatehouseProviderProps,
} from './provider/GatehouseProvider';
// The challenge registry: one definition per server type; a host replaces or adds one by type.
export { defaultChallenges } from './challenges/defaultChallenges';
export { defineChallenge } from './registry/challengeDefinition';
export type {
  ChallengeDefinition,
  ChallengeDefinitions,
  ChallengeFlowApi,
  ChallengeProps,
} from './registry/challengeDefinition';
export { HostCapability, useHostCapabilities } from './registry/hostCapabilities';
export type { HostCapabilities, HostCapabilityProps } from './registry/hostCapabilities';
export { useMessages } from './messages/useMessages';
export type { Translate } from './messages/useMessages';
export { Screen } from './primitives/Screen';
export { CodeField } from './primitives/CodeField';
export { TextField } from './primitives/TextField';
export { Button } from './primitives/Button';
export { Alert } from './primitives/Alert';
export { Spinner } from './primitives/Spinner';

export { defaultMessages } from '@gatehouse-auth/core';
export { GatehouseError, isGatehouseError } from '@gatehouse-auth/core';
// From the page an email link opens: the tab still waiting for that link checks at once.
export { checkWaitingTabs } from '@gatehouse-auth/core';
export type {
  AttributesSchema,
  Challenge,
  ChallengeAttributes,
  ChallengeReport,
  FlowResult,
  GatehouseConfig,
  MessageKey,
  Messages,
} from '@gatehouse-auth/core';
// Analytics: what every `onEvent` receives.
export type {
  GatehouseEvent,
  GatehouseEventFlow,
  GatehouseEventListener,
  GatehouseScreen,
} from '@gatehouse-auth/core';
export { SignupPhoneVerification } from './signupPhone/SignupPhoneVerification';
export type { SignupPhoneVerificationProps } from './signupPhone/SignupPhoneVerification';
export { SignupForm } from './signup/SignupForm';
export type { SignupFormProps, SignupFormVariant } from './signup/SignupForm';
export type { AccountType, Country, SignupResult } from '@gatehouse-auth/core';

// Captcha: the invisible Turnstile / reCAPTCHA v2 widget shared by sign-up and login.
export { Captcha } from './captcha/Captcha';
export type { CaptchaConfig, CaptchaHandle, CaptchaProps, CaptchaType } from './captcha/Captcha';
export { CaptchaError, isCaptchaError } from '@gatehouse-auth/core/forms';

// Modal primitive: the native-dialog modal behind the passkey, step-up and cool-off modals.
export { Modal } from './primitives/Modal';
export type { ModalProps } from './primitives/Modal';

// FACE_MATCH: the host's face-scan adapter offers the video selfie. The camera-only
// reference adapter (no liveness) is a test double: @gatehouse-auth/react/testing.
export { FaceScanProvider } from './challenges/faceMatch/FaceScanProvider';
export type { FaceScanProviderProps } from './challenges/faceMatch/FaceScanProvider';
export type { AppLinks } from './challenges/faceMatch/faceScanContext';
export type {
  CameraAvailability,
  FaceScanAdapter,
  FaceScanCaptureOptions,
  FaceScanResult,
  FaceScanSession,
} from './challenges/faceMatch/faceScanAdapter';
export { detectCamera } from './challenges/faceMatch/cameraDetection';

// Step-up: fetch with the approval and cool-off modals, and what a caller catches.
export { withStepUp } from './stepUp/withStepUp';
export type { WithStepUpOptions } from './stepUp/withStepUp';
export {
  StepUpError,
  approvalResult,
  isStepUpError,
  stepUpHeaders,
} from '@gatehouse-auth/core/step-up';
export type {
  CoolOffContent,
  StepUpDescription,
  StepUpDescriptions,
  StepUpErrorCode,
  StepUpRequestInit,
  StepUpUi,
} from '@gatehouse-auth/core/step-up';

// Phone-number change: the host's change page reads its link and may show the intro first.
export { ChangePhoneNumberIntro } from './challenges/changePhoneNumber/ChangePhoneNumberIntro';
export type { ChangePhoneNumberIntroProps } from './challenges/changePhoneNumber/ChangePhoneNumberIntro';
export { CHANGE_PHONE_NUMBER_PAGE_PATH, readChangePhoneNumberLink } from '@gatehouse-auth/core';
export type { ChangePhoneNumberLink } from '@gatehouse-auth/core';

// Logged-in phone add and change: the user's numbers, saved through step-up.
export { PhoneNumberSettings } from './accountPhone/PhoneNumberSettings';
export type { PhoneNumberSettingsProps } from './accountPhone/PhoneNumberSettings';
export type { PhoneNumber, SavedPhoneNumber } from '@gatehouse-auth/core';
