import { luaScript } from './lua'
import { documentBody, type Scenario } from './scenarios'

/**
 * Scenarios served by the bare reference process (bench/bare-server.ts), not by the service: the
 * least work an authenticated GET and a JSON POST imply on this machine, and the same POST left
 * unread (what reading the body costs). A target at or above a floor's ratio cannot be met by any
 * service doing that work on Bun here.
 */
export const floors: Scenario[] = [
  {
    name: 'floor-authenticated-get',
    description: "bare Bun.serve: bearer header looked up in a map, health's JSON answered with the five headers",
    async prepare({ token }) {
      return { path: '/floor/authenticated-get', lua: luaScript({ method: 'GET', headers: { authorization: `Bearer ${token}` } }) }
    },
  },
  {
    name: 'floor-json-post',
    description: 'bare Bun.serve: the 300-byte document read, parsed and answered with the five headers',
    async prepare() {
      return {
        path: '/floor/json-post',
        lua: luaScript({ method: 'POST', headers: { 'content-type': 'application/json' }, body: documentBody() }),
      }
    },
  },
  {
    name: 'floor-post-unread',
    description: 'bare Bun.serve: the same POST answered with the five headers without reading its body',
    async prepare() {
      return {
        path: '/floor/post-unread',
        lua: luaScript({ method: 'POST', headers: { 'content-type': 'application/json' }, body: documentBody() }),
      }
    },
  },
]
