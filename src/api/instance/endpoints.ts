import { requestJson } from '@/lib/http'
import type { Instance } from './types'

export const getInstance = (signal?: AbortSignal) => requestJson<Instance>('/api/v1/instance', { signal, auth: false })
