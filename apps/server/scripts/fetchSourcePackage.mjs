// Brings one catalogue source package onto this machine with the ordinary npm client (`npm pack`, no install, so
// none of its dependencies come along), checks the tarball against the pinned registry integrity, unpacks it, and
// reads its licence from the tarball itself.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** SRI string (`sha512-<base64>`) of a file. */
function integrityOf(file) {
  return `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`
}

/** The first LICENSE-like file of a package directory, or undefined. */
function licenceFileOf(dir) {
  const name = readdirSync(dir).find((file) => /^licen[cs]e/i.test(file))
  return name ? { name, text: readFileSync(join(dir, name), 'utf8') } : undefined
}

/**
 * Unpacked directory, licence and provenance of `name@version` under `cacheDir`. Throws when the integrity does not
 * match or the licence (package.json `license`, and the LICENSE file's opening when there is one) is not allowed.
 */
export function fetchSourcePackage({ name, version, integrity, cacheDir, allowedLicences }) {
  const slug = `${name.replace('@', '').replace('/', '-')}-${version}`
  const tarball = join(cacheDir, `${slug}.tgz`)
  const dir = join(cacheDir, slug)
  mkdirSync(cacheDir, { recursive: true })
  if (!existsSync(tarball)) {
    // Packed into a directory of this process's own, then renamed into place: two builds at once never see a
    // half-written tarball.
    const own = mkdtempSync(join(cacheDir, 'pack-'))
    // npm pack prints the tarball's file name as its last line of output.
    const printed = execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', own], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    renameSync(join(own, printed.trim().split('\n').pop()), tarball)
    rmSync(own, { recursive: true, force: true })
  }
  const actual = integrityOf(tarball)
  if (actual !== integrity) throw new Error(`${name}@${version}: integrity ${actual}, expected ${integrity}`)
  if (!existsSync(join(dir, 'package.json'))) {
    const own = mkdtempSync(join(cacheDir, 'unpack-'))
    execFileSync('tar', ['xzf', tarball, '-C', own, '--strip-components=1'])
    try {
      renameSync(own, dir)
    } catch {
      rmSync(own, { recursive: true, force: true }) // another build unpacked it first
    }
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  if (manifest.version !== version)
    throw new Error(`${name}: unpacked ${manifest.version}, expected ${version}`)
  const licence = manifest.license
  if (!allowedLicences.includes(licence))
    throw new Error(`${name}@${version}: licence ${licence} is not allowed`)
  const licenceFile = licenceFileOf(dir)
  if (licenceFile && !licenceFileAgrees(licence, licenceFile.text)) {
    throw new Error(`${name}@${version}: ${licenceFile.name} does not read as ${licence}`)
  }
  return {
    dir,
    source: {
      package: `${name}@${version}`,
      licence,
      licenceFile: licenceFile?.name ?? null,
      homepage: manifest.homepage ?? null,
    },
  }
}

/** Whether a LICENSE text is the licence package.json names (its title line). */
function licenceFileAgrees(licence, text) {
  if (licence === 'MIT') return /MIT License|Permission is hereby granted, free of charge/.test(text)
  if (licence === 'Apache-2.0') return /Apache License\s+Version 2\.0/.test(text)
  return false
}
