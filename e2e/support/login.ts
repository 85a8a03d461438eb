import { MOCK_CODE, MOCK_PASSWORD } from '@gatehouse-auth/mock-api';
import type { Page } from 'playwright-core';

export const password = MOCK_PASSWORD;
export const code = MOCK_CODE;

/** The widget's parts, found the way a user finds them: by role and label. */
export const ui = {
  email: (page: Page) => page.getByLabel('Email', { exact: true }),
  password: (page: Page) => page.getByLabel('Password', { exact: true }),
  logIn: (page: Page) => page.getByRole('button', { name: 'Log in', exact: true }),
  loginHeading: (page: Page) => page.getByRole('heading', { name: 'Log in', exact: true }),
  codeField: (page: Page) => page.getByLabel('6-digit code', { exact: true }),
  heading: (page: Page, name: string) => page.getByRole('heading', { name, exact: true }),
  button: (page: Page, name: string) => page.getByRole('button', { name, exact: true }),
  link: (page: Page, name: string) => page.getByRole('link', { name, exact: true }),
  alert: (page: Page) => page.getByRole('alert'),
};

export async function logIn(page: Page, email: string, pass = password) {
  await ui.email(page).fill(email);
  await ui.password(page).fill(pass);
  await ui.logIn(page).click();
}
