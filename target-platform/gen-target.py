#!/usr/bin/env python3
"""Generates straggler.target (Maven-Central-only target platform) next to this script.

Run after editing this file or platform-latest.txt:  python3 target-platform/gen-target.py
platform-latest.txt pins every org.eclipse.platform artifact of the transitive closure to one
release (the platform poms only carry minimum versions, see the notes).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
def dep(g,a,v,comment=None):
    c = f"        <!-- {comment} -->\n" if comment else ""
    return c+f'        <dependency><groupId>{g}</groupId><artifactId>{a}</artifactId><version>{v}</version><type>jar</type></dependency>\n'
def loc(label, body, depth="infinite", extra=""):
    return (f'    <location type="Maven" label="{label}" missingManifest="generate" includeDependencyDepth="{depth}" includeDependencyScopes="compile,runtime" includeSource="no">\n'
            "      <dependencies>\n" + body + "      </dependencies>\n" + extra + "    </location>\n")
P="org.eclipse.platform"
plat=[l.split() for l in open(os.path.join(HERE, 'platform-latest.txt')) if l.strip()]
body="        <!-- Every org.eclipse.platform artifact of the transitive closure pinned to its newest release:\n             the poms only carry *minimum* versions, so plain transitive resolution mixes old and new bundles\n             (e.g. e4.core.di.extensions.supplier 0.17.900 needs jakarta.annotation [2.1,3) but gets 3.0.0) -->\n"
for a,v in plat:
    body+=dep(P,a,v)
body+=dep("org.apache.felix","org.apache.felix.scr","2.2.18","Declarative Services runtime (e4 needs it)")
body+=dep("org.osgi","org.osgi.service.component","1.5.1","felix.scr declares its OSGi API deps as 'provided' in its pom, so they are not transitive")
body+=dep("org.osgi","org.osgi.util.promise","1.3.0")
body+=dep("org.osgi","org.osgi.util.function","1.2.0")
body+=dep("org.apache.aries.spifly","org.apache.aries.spifly.dynamic.bundle","1.3.7","jsvg (dep of swt.svg, which provides eclipse.swt;image.format=svg needed by jface) requires osgi.extender=osgi.serviceloader.processor")
body+="".join(dep("org.ow2.asm",a,"9.8","spifly's pom brings ASM 9.6, which cannot read Java 25 class files (major 69): weaving slf4j's LoggerFactory (CDT's CCorePlugin) then fails with 'Unsupported class file major version 69'. ASM 9.8 reads them; spifly imports [9.6,10)" if a=="asm" else None) for a in ["asm","asm-commons","asm-tree","asm-util","asm-analysis"])
emf="".join(dep("org.eclipse.emf",a,v) for a,v in [("org.eclipse.emf.ecore","2.43.0"),("org.eclipse.emf.ecore.xmi","2.41.0"),("org.eclipse.emf.edit","2.23.0"),("org.eclipse.emf.common","2.46.0")])
elk="".join(dep("org.eclipse.elk",a,"0.12.1") for a in ["org.eclipse.elk.core","org.eclipse.elk.graph","org.eclipse.elk.alg.layered","org.eclipse.elk.alg.mrtree","org.eclipse.elk.alg.common"])
elk+=dep("org.eclipse.xtext","org.eclipse.xtext.xbase.lib","2.44.0","ELK bundles Require-Bundle xbase.lib but their poms do not declare it")
libs=dep("org.jgrapht","jgrapht-core","1.5.3")+dep("org.ejml","ejml-ddense","0.46.1","plain jar (with ejml-core) -> wrapped.org.ejml.*; do NOT use ejml-all (empty aggregator jar, split package org.ejml)")+dep("org.ejml","ejml-dsparse","0.46.1","sparse CSC matrices (-> wrapped.org.ejml.ejml-dsparse, packages org.ejml.sparse.csc.*)")+dep("org.ejml","ejml-core","0.46.1")+dep("io.github.java-diff-utils","java-diff-utils","4.18")
libs+=dep("org.roaringbitmap","RoaringBitmap","1.6.29","plain multi-release jar, no deps -> wrapped.org.roaringbitmap.RoaringBitmap exporting org.roaringbitmap.*")
libs+=dep("org.eclipse.lsp4j","org.eclipse.lsp4j","1.0.0","the C/C++ editor's LSP client (dev.straggler.editor) talking to clangd; OSGi bundles already, lsp4j.jsonrpc imports gson [2.9.1,3)")+dep("org.eclipse.lsp4j","org.eclipse.lsp4j.jsonrpc","1.0.0")
libs+=dep("com.google.code.gson","gson","2.15.0","JSON output of the CLI; already an OSGi bundle (com.google.gson). Its error_prone_annotations dep lands in the target but is imported optionally, so products do not ship it")
cdt=dep("io.joern","eclipse-cdt-core","9.2.100.202507101054+1","plain jar, no OSGi manifest; its core.runtime 3.32 dep comes from the platform location")+dep("org.slf4j","slf4j-api","2.0.20","joern patched CCorePlugin to log via slf4j: CCorePlugin.<clinit> needs org.slf4j.LoggerFactory")+dep("org.slf4j","slf4j-simple","2.0.20","slf4j-api 2.x bundle has a mandatory requirement on an osgi.serviceloader SLF4JServiceProvider")
cdt_instr='''      <!-- replaces Tycho's default wrapping instructions for this location; changes: org.slf4j import made mandatory (so Tycho/p2 put slf4j into test runtimes and products), and no DS annotation
           processing (bnd would otherwise turn CDT's @Component DoxygenPreferenceAccess into a mandatory
           osgi.extender=osgi.component requirement) -->
      <instructions><![CDATA[
Bundle-Name:           Bundle derived from maven artifact ${mvnGroupId}:${mvnArtifactId}:${mvnVersion}
version:               ${version_cleanup;${mvnVersion}}
Bundle-SymbolicName:   wrapped.${mvnGroupId}.${mvnArtifactId}
Bundle-Version:        ${version}
Import-Package:        org.slf4j;version="[1.7,3)",*;resolution:=optional
Export-Package:        *;version="${version}";-noimport:=true
DynamicImport-Package: *
-dsannotations:        !*
]]></instructions>
'''
junit="".join(dep(g,a,"6.1.3") for g,a in [("org.junit.jupiter","junit-jupiter-api"),("org.junit.jupiter","junit-jupiter-engine"),("org.junit.jupiter","junit-jupiter-params"),("org.junit.platform","junit-platform-launcher"),("org.junit.platform","junit-platform-suite-api"),("org.junit.platform","junit-platform-suite-engine")])
out='''<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?pde version="3.8"?>
<!-- Target platform made only of Maven Central artifacts (no p2 repositories) -->
<target name="straggler" sequenceNumber="1">
  <locations>
'''
batik_instr='''      <!-- e4.ui.css.core does Require-Bundle: org.apache.batik.css (the Orbit name); Maven Central's batik-css is a
           plain jar, so give the generated bundle the Orbit symbolic name, and make its batik/sac imports mandatory
           (default wrapping imports everything with resolution:=optional, so p2 would NOT put batik-util/i18n/constants into products) -->
      <instructions reference="org.apache.xmlgraphics:batik-css::1.19"><![CDATA[
Bundle-Name:           Apache Batik CSS (wrapped from Maven Central)
version:               ${version_cleanup;${mvnVersion}}
Bundle-SymbolicName:   org.apache.batik.css
Bundle-Version:        ${version}
Import-Package:        org.apache.batik.*,org.w3c.css.sac.*,*;resolution:=optional
Export-Package:        *;version="${version}";-noimport:=true
DynamicImport-Package: *
]]></instructions>
'''
out+=loc("Eclipse Platform (Maven Central, 2026-06/4.40-era bundles)",body,extra=batik_instr)
out+=loc("EMF",emf)
out+=loc("ELK",elk)
out+=loc("Libraries",libs)
out+=loc("CDT core parser (io.joern repackage, plain jar)",cdt,depth="none",extra=cdt_instr)
out+=loc("JUnit 6 (for tycho-surefire)",junit)
out+='''  </locations>
</target>
'''
open(os.path.join(HERE, "straggler.target"), "w").write(out)
