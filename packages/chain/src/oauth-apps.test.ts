import { describe, expect, it } from 'vitest'
import { REQUIRED_MESSAGE } from './messages.ts'
import { appRegistrationSchema } from './oauth-app-registration.ts'
import {
  APP_URL_MESSAGE,
  REDIRECT_URL_MESSAGE,
  redirectUrlMessage,
  SHORT_NAME_MESSAGE,
} from './oauth-apps.ts'

const valid = {
  name: 'Field Journal',
  shortName: 'field-journal',
  url: 'https://journal.example',
  imageUrl: '',
  redirectUrl: 'https://journal.example/callback',
  appType: 'confidential',
}

const messages = (input: Record<string, unknown>) => {
  const result = appRegistrationSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('app registration rules', () => {
  it('R-APP-06: redirect URLs are https, or http only on this machine, without fragments or credentials', () => {
    for (const ok of [
      'https://journal.example/callback',
      'https://journal.example/cb?x=1',
      'http://localhost:3000/cb',
      'http://127.0.0.1/cb',
      'http://[::1]:8080/cb',
    ])
      expect(redirectUrlMessage(ok), ok).toBeUndefined()
    for (const bad of [
      'http://journal.example/cb',
      'http://localhost.evil.example/cb',
      'https://journal.example/cb#frag',
      'https://user:pw@journal.example/cb',
      'javascript:alert(1)',
      'journal.example/cb',
      '',
    ])
      expect(redirectUrlMessage(bad), bad).toBe(REDIRECT_URL_MESSAGE)
  })

  it('R-APP-06: names, short names, URLs and the app type say what is wrong', () => {
    expect(messages(valid)).toEqual({})
    expect(
      messages({ ...valid, name: '  ', shortName: 'No Spaces', url: 'ftp://x', appType: 'other' }),
    ).toEqual({
      name: REQUIRED_MESSAGE,
      shortName: SHORT_NAME_MESSAGE,
      url: APP_URL_MESSAGE,
      appType: 'Choose the app type.',
    })
    expect(messages({ ...valid, imageUrl: 'data:image/png;base64,AAAA' })).toEqual({
      imageUrl: APP_URL_MESSAGE,
    })
  })
})
