import * as m0001_baseline from './0001_baseline'
import * as m0002_ids_never_reused from './0002_ids_never_reused'
import * as m0003_share_image_size from './0003_share_image_size'
import * as m0004_consents from './0004_consents'
import * as m0005_confirmed_addresses from './0005_confirmed_addresses'
import * as m0006_document_drafts from './0006_document_drafts'
import * as m0007_data_rights from './0007_data_rights'
import * as m0008_session_devices from './0008_session_devices'
import * as m0009_enquiry_forms from './0009_enquiry_forms'
import * as m0010_cabinet_documents_messages from './0010_cabinet_documents_messages'
import * as m0011_detail_corrections from './0011_detail_corrections'
import * as m0012_releases from './0012_releases'
import * as m0013_passkeys from './0013_passkeys'

export const migrations = [
  { up: m0001_baseline.up, down: m0001_baseline.down, name: '0001_baseline' },
  { up: m0002_ids_never_reused.up, down: m0002_ids_never_reused.down, name: '0002_ids_never_reused' },
  { up: m0003_share_image_size.up, down: m0003_share_image_size.down, name: '0003_share_image_size' },
  { up: m0004_consents.up, down: m0004_consents.down, name: '0004_consents' },
  { up: m0005_confirmed_addresses.up, down: m0005_confirmed_addresses.down, name: '0005_confirmed_addresses' },
  { up: m0006_document_drafts.up, down: m0006_document_drafts.down, name: '0006_document_drafts' },
  { up: m0007_data_rights.up, down: m0007_data_rights.down, name: '0007_data_rights' },
  { up: m0008_session_devices.up, down: m0008_session_devices.down, name: '0008_session_devices' },
  { up: m0009_enquiry_forms.up, down: m0009_enquiry_forms.down, name: '0009_enquiry_forms' },
  { up: m0010_cabinet_documents_messages.up, down: m0010_cabinet_documents_messages.down, name: '0010_cabinet_documents_messages' },
  { up: m0011_detail_corrections.up, down: m0011_detail_corrections.down, name: '0011_detail_corrections' },
  { up: m0012_releases.up, down: m0012_releases.down, name: '0012_releases' },
  { up: m0013_passkeys.up, down: m0013_passkeys.down, name: '0013_passkeys' },
]
