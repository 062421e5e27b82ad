import crypto from 'node:crypto'
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import type { Page } from 'playwright-core'

// A software authenticator for the passkey tests: a P-256 key in node:crypto and the CBOR WebAuthn speaks, making the
// responses a browser would send. `at` says where it believes it is: a wrong origin or relying party id is how a
// phishing page's response looks.

type Where = { origin: string; rpId: string }

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest()

/** User present and user verified; AT when credential data follows. */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 }

export function softAuthenticator(at: Where) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = crypto.randomBytes(16)
  let counter = 0
  let userHandle: string | undefined

  const cosePublicKey = () => {
    const jwk = publicKey.export({ format: 'jwk' })
    // kty EC2, alg ES256, crv P-256, x, y
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ])
    return isoCBOR.encode(key)
  }

  const authData = (rpId: string, flags: number, count: number, attested?: Uint8Array) => {
    const head = Buffer.alloc(37)
    sha256(rpId).copy(head, 0)
    head.writeUInt8(flags, 32)
    head.writeUInt32BE(count, 33)
    return attested ? Buffer.concat([head, attested]) : head
  }

  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    id: b64(credentialId),
    get counter() {
      return counter
    },
    /** The response to a registration's options. */
    register(
      options: Pick<PublicKeyCredentialCreationOptionsJSON, 'challenge'> & { user?: { id: string } },
      where: Partial<Where> = {},
    ): RegistrationResponseJSON {
      const { origin, rpId } = { ...at, ...where }
      userHandle = options.user?.id
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cosePublicKey()])
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(rpId, FLAGS.UP | FLAGS.UV | FLAGS.AT, counter, attested)],
        ]) as never,
      )
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    /** The response to a sign-in's options, counting one more use (or reporting `count`). */
    assert(options: { challenge: string }, where: Partial<Where> & { count?: number } = {}): AuthenticationResponseJSON {
      const { origin, rpId } = { ...at, ...where }
      counter = where.count ?? counter + 1
      const data = authData(rpId, FLAGS.UP | FLAGS.UV, counter)
      const client = clientData('webauthn.get', options.challenge, origin)
      const signature = crypto.sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64(client), authenticatorData: b64(data), signature: b64(signature), userHandle },
        clientExtensionResults: {},
      }
    },
  }
}

/** Chromium's virtual authenticator on `page`, for the browser tests and the screenshots: a platform one (internal)
 * keeping discoverable, user-verified credentials, answering without a person. */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials }
}
