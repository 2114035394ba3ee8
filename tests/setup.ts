// Inversify reads decorator metadata through reflect-metadata; load it before any use case.
import 'reflect-metadata'
