import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/**
 * amend.decide's ABI as far as the governance page and the demo world need it: the documents and
 * their sections (each section's text lives on IPFS; `content` is its hash), the author's
 * `newdocument` (with its `initial_sections`, a `map<name, string>` as Telos's amend documentation
 * gives it) / `addsection`, and `amendsection`, which the contract runs when an amendment passes.
 */
export const amendAbi: ABI.Def = abiDef({
  structs: [
    struct('document', [
      ['document_name', 'name'],
      ['title', 'string'],
      ['subtitle', 'string'],
      ['author', 'name'],
      ['sections', 'uint64'],
    ]),
    struct('section', [
      ['section_name', 'name'],
      ['section_number', 'uint64'],
      ['content', 'string'],
      ['last_amended', 'time_point_sec'],
      ['amended_by', 'name'],
    ]),
    // A C++ map<name, string> is serialized as an array of key/value pairs.
    struct('pair_name_string', [
      ['key', 'name'],
      ['value', 'string'],
    ]),
    struct('newdocument', [
      ['title', 'string'],
      ['subtitle', 'string'],
      ['document_name', 'name'],
      ['author', 'name'],
      ['initial_sections', 'pair_name_string[]'],
    ]),
    struct('addsection', [
      ['document_name', 'name'],
      ['section_name', 'name'],
      ['content', 'string'],
    ]),
    struct('amendsection', [
      ['document_name', 'name'],
      ['section_name', 'name'],
      ['new_content', 'string'],
      ['amended_by', 'name'],
    ]),
  ],
  actions: ['newdocument', 'addsection', 'amendsection'].map((name) => abiAction(name)),
  tables: [table('documents', 'document'), table('sections', 'section')],
})
