// The part of the serving process in front of the admin and the site: the guards every request
// meets, the uploaded files and Payload's REST API. server/app.ts adds Next and Remix behind it;
// the tests of what reaches Payload over HTTP serve it alone.
import compression from 'compression'
import express from 'express'
import type { Payload, SanitizedConfig } from 'payload'
import { env, mediaDir, documentsDir } from '../common/env.server'
import { DOCUMENT_FILE_PATH } from '../common/investors'
import { bodyLimits } from './bodyLimits'
import { stampClientAddress } from './clientAddress'
import { documentFileAccess } from './documentFileAccess'
import { MEDIA_FILE_PATH, documentFiles, mediaFiles } from './mediaFiles'
import { API_PATHS } from './paths'
import { previewHeaders } from './previews'
import { requestGuards } from './requestGuards'
import { payloadRest } from './rest'
import { securityHeaders } from './securityHeaders'
import { uploadAccess } from './uploadAccess'

export function apiApp(payload: Payload, config: Promise<SanitizedConfig>): express.Express {
  const app = express()
  stampClientAddress(app, env().TRUST_PROXY)
  app.use(securityHeaders())
  app.use(previewHeaders)
  app.use(requestGuards)
  app.use(bodyLimits)
  app.use(uploadAccess(payload))
  app.use(compression())

  app.use(MEDIA_FILE_PATH, mediaFiles(mediaDir()))
  app.use(DOCUMENT_FILE_PATH, documentFileAccess(payload), documentFiles(documentsDir()))
  app.all(API_PATHS, payloadRest(config))
  return app
}
