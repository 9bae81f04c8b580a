package io.github.tongiaki.core;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.members;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaType;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The architecture of {@code tongiaki-core}, held by ArchUnit on the compiled main classes (issue 11): no
 * package cycle, {@code internal} used only inside the module and only by the packages that own it, no API
 * signature naming an internal type (as {@link ModuleApiTest} checks by reflection), and the packages in
 * layers, each using only those below it:
 *
 * <pre>
 * geometry, rules ← tiles ← board ← events ← text ← internal ← engine (+ internal.engine) ← notation ← render
 * </pre>
 *
 * (geometry and rules use no other package; render uses no notation today, which the layers allow.) A new
 * package must be placed in a layer here.
 *
 * <p>The engine is its API and its machinery (issue 46), as the JDK's {@code java.lang.classfile} and
 * {@code jdk.internal.classfile.impl}: {@code engine} holds only the public API types its package Javadoc maps,
 * and the turn machinery lies in {@code internal.engine}, which the module does not export and which only
 * {@code engine} and the machinery itself use. The two are one layer and one slice (the API builds on the
 * machinery, the machinery builds the API's decisions and options). No API class extends or names a machinery
 * type in a public signature; the steps are package-private, final and stateless and touch the position text
 * only through their own {@code pending} line; render draws through the engine's API alone. Nothing in core
 * depends on the rest of the project (the examples, the testkit, the tile sets).
 *
 * <p>{@code internal.Table} is one object that owns its fields and arrays; the code of its concerns lies in the
 * {@code internal.Table…} classes beside it (issue 31). Those parts are package-private, final and stateless
 * (constants only), only {@code Table} and the parts reach them, and only they touch {@code Table}'s non-public
 * fields.
 */
@AnalyzeClasses(packages = "io.github.tongiaki.core", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    private static final String CORE = "io.github.tongiaki.core";
    private static final String INTERNAL = CORE + ".internal..";
    /** The engine's machinery (issue 46): not exported, used only behind the engine's API. */
    private static final String MACHINERY = CORE + ".internal.engine";

    /**
     * One slice per package below core, but the engine's API and its machinery are one slice: each builds on the
     * other (the API delegates to the machinery; the machinery builds the API's decisions, choices and options).
     */
    private static final SliceAssignment PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            String p = c.getPackageName();
            if (p.equals(MACHINERY) || p.startsWith(MACHINERY + ".")) {
                return SliceIdentifier.of("engine");
            }
            if (!p.startsWith(CORE + ".")) {
                return SliceIdentifier.ignore();
            }
            String rest = p.substring(CORE.length() + 1);
            int dot = rest.indexOf('.');
            return SliceIdentifier.of(dot < 0 ? rest : rest.substring(0, dot));
        }

        @Override
        public String getDescription() {
            return "the packages below " + CORE + ", with " + MACHINERY + " in engine's slice";
        }
    };

    static final ArchRule noPackageCycles = slices().assignedFrom(PACKAGES).should().beFreeOfCycles();

    static final ArchRule internalOnlyInsideTheModule = classes().that().resideInAPackage(INTERNAL)
            .should().onlyBeAccessed().byClassesThat().resideInAPackage(CORE + "..")
            .because("internal is not exported (module-info) and is no API");

    static final ArchRule internalOnlyByItsOwners = classes().that().resideInAPackage(INTERNAL)
            .should().onlyBeAccessed().byClassesThat().resideInAnyPackage(INTERNAL, CORE + ".engine..", CORE + ".notation..")
            .because("the table and the tokenizer serve the engine and the notation; the model packages stay plain");

    static final ArchRule layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("geometry").definedBy(CORE + ".geometry..")
            .layer("rules").definedBy(CORE + ".rules..")
            .layer("tiles").definedBy(CORE + ".tiles..")
            .layer("board").definedBy(CORE + ".board..")
            .layer("events").definedBy(CORE + ".events..")
            .layer("text").definedBy(CORE + ".text..")
            .layer("internal").definedBy(CORE + ".internal")
            .layer("engine").definedBy(CORE + ".engine..", MACHINERY + "..")
            .layer("notation").definedBy(CORE + ".notation..")
            .layer("render").definedBy(CORE + ".render..")
            .whereLayer("geometry").mayNotAccessAnyLayer()
            .whereLayer("rules").mayNotAccessAnyLayer()
            .whereLayer("tiles").mayOnlyAccessLayers("geometry", "rules")
            .whereLayer("board").mayOnlyAccessLayers("geometry", "rules", "tiles")
            .whereLayer("events").mayOnlyAccessLayers("geometry", "rules", "tiles", "board")
            .whereLayer("text").mayOnlyAccessLayers("geometry", "rules", "tiles", "board", "events")
            .whereLayer("internal").mayOnlyAccessLayers("geometry", "rules", "tiles", "board", "events", "text")
            .whereLayer("engine").mayOnlyAccessLayers("geometry", "rules", "tiles", "board", "events", "text", "internal")
            .whereLayer("notation").mayOnlyAccessLayers("geometry", "rules", "tiles", "board", "events", "text", "internal",
                    "engine")
            .whereLayer("render").mayOnlyAccessLayers("geometry", "rules", "tiles", "board", "events", "text", "internal",
                    "engine", "notation")
            .ensureAllClassesAreContainedInArchitectureIgnoring(CORE);

    /** A public (or protected nested) class that code outside the module can name. */
    private static final DescribedPredicate<JavaClass> API_CLASS = new DescribedPredicate<>("API classes") {
        @Override
        public boolean test(JavaClass c) {
            if (c.getPackageName().startsWith(CORE + ".internal")) {
                return false;
            }
            for (Optional<JavaClass> k = Optional.of(c); k.isPresent(); k = k.get().getEnclosingClass()) {
                JavaClass x = k.get();
                if (x.isAnonymousClass() || x.isLocalClass()
                        || !(x.getModifiers().contains(JavaModifier.PUBLIC) || x.getModifiers().contains(JavaModifier.PROTECTED))) {
                    return false;
                }
            }
            return true;
        }
    };

    private static final DescribedPredicate<JavaMember> VISIBLE = new DescribedPredicate<>("are public or protected") {
        @Override
        public boolean test(JavaMember m) {
            Set<JavaModifier> mods = m.getModifiers();
            return (mods.contains(JavaModifier.PUBLIC) || mods.contains(JavaModifier.PROTECTED))
                    && !mods.contains(JavaModifier.SYNTHETIC);
        }
    };

    static final ArchRule apiMembersNameNoInternalType = members().that().areDeclaredInClassesThat(API_CLASS).and(VISIBLE)
            .should(new ArchCondition<JavaMember>("name no type of " + CORE + ".internal in their signature") {
                @Override
                public void check(JavaMember m, ConditionEvents events) {
                    for (JavaClass t : m.getAllInvolvedRawTypes()) {
                        if (internal(t)) {
                            events.add(SimpleConditionEvent.violated(m, m.getFullName() + " names " + t.getName()));
                        }
                    }
                }
            });

    static final ArchRule apiClassesExtendNoInternalType = classes().that(API_CLASS)
            .should(new ArchCondition<JavaClass>("extend, implement and permit no type of " + CORE + ".internal") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    List<JavaType> types = new ArrayList<>(c.getInterfaces());
                    c.getSuperclass().ifPresent(types::add);
                    types.addAll(c.getTypeParameters());
                    c.getPermittedSubclasses().ifPresent(types::addAll);
                    for (JavaType type : types) {
                        for (JavaClass t : type.getAllInvolvedRawTypes()) {
                            if (internal(t)) {
                                events.add(SimpleConditionEvent.violated(c, c.getName() + " names " + t.getName()));
                            }
                        }
                    }
                }
            });

    // ---------------------------------------------------------------- the engine's roles (issue 31)

    private static final String ENGINE = CORE + ".engine";
    private static final String STEP = MACHINERY + ".Step";

    /** The engine's public top-level types: the API its package Javadoc lists, nothing else. */
    private static final Set<String> ENGINE_API = Set.of("ActionSpace", "Choice", "Decision", "DecisionKind", "Game",
            "GameOverException", "GameSetup", "IllegalChoiceException", "ObservationSpec", "Option", "PlayerView", "Position", "Scenario", "TileSource");

    /** The position text's classes, which a step may use only in its own pending line. */
    private static final Set<String> PENDING_LINE_ONLY = Set.of(MACHINERY + ".PositionText", MACHINERY + ".PendingFields");
    /** The position text's classes a step never uses. */
    private static final Set<String> NEVER_FROM_A_STEP = Set.of(MACHINERY + ".PositionParser", MACHINERY + ".TableText");

    /** A step (a subclass of Step, or Step itself) or a class nested in one. */
    private static final DescribedPredicate<JavaClass> STEP_CODE = new DescribedPredicate<>("steps") {
        @Override
        public boolean test(JavaClass c) {
            for (Optional<JavaClass> k = Optional.of(c); k.isPresent(); k = k.get().getEnclosingClass()) {
                if (k.get().isAssignableTo(STEP)) {
                    return true;
                }
            }
            return false;
        }
    };

    static final ArchRule engineApiIsTheMappedTypes = classes().that().resideInAPackage(ENGINE).and().arePublic()
            .and().areTopLevelClasses().should(new ArchCondition<JavaClass>("be one of the API types the package Javadoc maps "
                    + new TreeSet<>(ENGINE_API)) {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    if (!ENGINE_API.contains(c.getSimpleName())) {
                        events.add(SimpleConditionEvent.violated(c, c.getName()
                                + " is public: a classpath user would take it for API (map it, or move it to the machinery, " + MACHINERY + ")"));
                    }
                }
            });

    static final ArchRule engineHoldsOnlyItsApi = classes().that().resideInAPackage(ENGINE).and().areTopLevelClasses()
            .and().doNotHaveSimpleName("package-info").should().bePublic()
            .because("the engine's package is its API (issue 46): the machinery lies in " + MACHINERY + ", not beside the API");

    static final ArchRule machineryOnlyBehindTheEngineApi = classes().that().resideInAPackage(MACHINERY + "..")
            .should().onlyBeAccessed().byClassesThat().resideInAnyPackage(ENGINE, MACHINERY + "..")
            .because("the turn machinery is not exported (module-info) and serves the engine's API alone; notation, render "
                    + "and the rest use the API");

    static final ArchRule stepsArePackagePrivateAndFinal = classes().that().areAssignableTo(STEP).and().doNotHaveFullyQualifiedName(STEP)
            .should().notBePublic().andShould().haveModifier(JavaModifier.FINAL)
            .because("a step is machinery, a stateless singleton per frame kind");

    static final ArchRule stepsAreStateless = classes().that().areAssignableTo(STEP)
            .should(new ArchCondition<JavaClass>("declare no instance field") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    c.getFields().stream().filter(f -> !f.getModifiers().contains(JavaModifier.STATIC))
                            .forEach(f -> events.add(SimpleConditionEvent.violated(f, f.getFullName() + " is state of a step")));
                }
            })
            .because("a step is a stateless singleton per frame kind: the state of a frame lies in the engine's frame stack");

    static final ArchRule stepsTouchThePositionTextOnlyThroughTheirPendingLine = classes().that(STEP_CODE)
            .should(new ArchCondition<JavaClass>("use " + new TreeSet<>(NEVER_FROM_A_STEP) + " never and "
                    + new TreeSet<>(PENDING_LINE_ONLY) + " only in printPending and readPending") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    for (Dependency d : c.getDirectDependenciesFromSelf()) {
                        String target = d.getTargetClass().getName();
                        if (NEVER_FROM_A_STEP.contains(target)
                                || PENDING_LINE_ONLY.contains(target) && !fromThePendingLine(c, d.getDescription())) {
                            events.add(SimpleConditionEvent.violated(d, d.getDescription()));
                        }
                    }
                }
            });

    /** Whether a dependency's description starts in printPending or readPending of the class (or their lambdas). */
    private static boolean fromThePendingLine(JavaClass c, String description) {
        return Pattern.compile("^\\w+ <" + Pattern.quote(c.getName()) + "\\.(lambda\\$)?(printPending|readPending)[($]")
                .matcher(description).find();
    }

    static final ArchRule renderUsesOnlyTheEngineApi = noClasses().that().resideInAPackage(CORE + ".render..")
            .should().dependOnClassesThat(resideInAPackage(ENGINE + "..").and(not(API_CLASS)))
            .orShould().dependOnClassesThat().resideInAPackage(INTERNAL)
            .because("a picture is drawn from what any user of the API can read");

    /** The classes of internal named {@code Table} + a capitalised word: the parts {@code internal.Table}'s code lies in. */
    private static final DescribedPredicate<JavaClass> TABLE_PART = new DescribedPredicate<>("are parts of internal.Table (internal.Table…)") {
        @Override
        public boolean test(JavaClass c) {
            return c.getPackageName().equals(CORE + ".internal") && c.getSimpleName().matches("Table[A-Z]\\w*");
        }
    };

    private static final DescribedPredicate<JavaClass> TABLE_OR_PART = new DescribedPredicate<>("are internal.Table or its parts") {
        @Override
        public boolean test(JavaClass c) {
            return c.getFullName().equals(CORE + ".internal.Table") || TABLE_PART.test(c);
        }
    };

    static final ArchRule tablePartsArePackagePrivateFinalAndStateless = classes().that(TABLE_PART)
            .should().bePackagePrivate().andShould().haveModifier(JavaModifier.FINAL)
            .andShould(new ArchCondition<JavaClass>("declare no field but constants") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    c.getFields().stream()
                            .filter(f -> !f.getModifiers().containsAll(Set.of(JavaModifier.STATIC, JavaModifier.FINAL))
                                    || !f.getRawType().isPrimitive())
                            .forEach(f -> events.add(SimpleConditionEvent.violated(f, f.getFullName() + " is state")));
                }
            })
            .because("the table is one object: its fields and arrays are Table's alone, so a copy clones them all");

    static final ArchRule tablePartsReachedOnlyThroughTable = classes().that(TABLE_PART)
            .should().onlyBeAccessed().byClassesThat(TABLE_OR_PART)
            .because("the table's users hold a Table and call its entry points, never one of its parts");

    static final ArchRule tableFieldsOnlyForItsParts = noClasses().that(not(TABLE_OR_PART).as("are neither internal.Table nor its parts"))
            .should().accessFieldWhere(new DescribedPredicate<JavaFieldAccess>("the field is a non-public field of internal.Table") {
                @Override
                public boolean test(JavaFieldAccess a) {
                    return a.getTargetOwner().getFullName().equals(CORE + ".internal.Table")
                            && a.getTarget().resolveMember().map(f -> !f.getModifiers().contains(JavaModifier.PUBLIC)).orElse(true);
                }
            })
            .because("Table's fields are package-private for its parts alone");

    static final ArchRule coreDependsOnNothingElseOfTheProject = noClasses().that().resideInAPackage(CORE + "..")
            .should().dependOnClassesThat(resideInAPackage("io.github.tongiaki..").and(not(resideInAPackage(CORE + ".."))))
            .because("core depends on nothing but the JDK: not the examples, the testkit or the tile sets");

    // Rules run from methods, not fields: surefire's -Dtest filter keeps only tests with a method source.

    @ArchTest
    void noPackageCycles(JavaClasses classes) {
        noPackageCycles.check(classes);
    }

    @ArchTest
    void internalOnlyInsideTheModule(JavaClasses classes) {
        internalOnlyInsideTheModule.check(classes);
    }

    @ArchTest
    void internalOnlyByItsOwners(JavaClasses classes) {
        internalOnlyByItsOwners.check(classes);
    }

    @ArchTest
    void layers(JavaClasses classes) {
        layers.check(classes);
    }

    @ArchTest
    void apiMembersNameNoInternalType(JavaClasses classes) {
        apiMembersNameNoInternalType.check(classes);
    }

    @ArchTest
    void apiClassesExtendNoInternalType(JavaClasses classes) {
        apiClassesExtendNoInternalType.check(classes);
    }

    @ArchTest
    void engineApiIsTheMappedTypes(JavaClasses classes) {
        engineApiIsTheMappedTypes.check(classes);
    }

    @ArchTest
    void engineHoldsOnlyItsApi(JavaClasses classes) {
        engineHoldsOnlyItsApi.check(classes);
    }

    @ArchTest
    void machineryOnlyBehindTheEngineApi(JavaClasses classes) {
        machineryOnlyBehindTheEngineApi.check(classes);
    }

    @ArchTest
    void stepsArePackagePrivateAndFinal(JavaClasses classes) {
        stepsArePackagePrivateAndFinal.check(classes);
    }

    @ArchTest
    void stepsAreStateless(JavaClasses classes) {
        stepsAreStateless.check(classes);
    }

    @ArchTest
    void stepsTouchThePositionTextOnlyThroughTheirPendingLine(JavaClasses classes) {
        stepsTouchThePositionTextOnlyThroughTheirPendingLine.check(classes);
    }

    @ArchTest
    void renderUsesOnlyTheEngineApi(JavaClasses classes) {
        renderUsesOnlyTheEngineApi.check(classes);
    }

    @ArchTest
    void coreDependsOnNothingElseOfTheProject(JavaClasses classes) {
        coreDependsOnNothingElseOfTheProject.check(classes);
    }

    @ArchTest
    void tablePartsArePackagePrivateFinalAndStateless(JavaClasses classes) {
        tablePartsArePackagePrivateFinalAndStateless.check(classes);
    }

    @ArchTest
    void tablePartsReachedOnlyThroughTable(JavaClasses classes) {
        tablePartsReachedOnlyThroughTable.check(classes);
    }

    @ArchTest
    void tableFieldsOnlyForItsParts(JavaClasses classes) {
        tableFieldsOnlyForItsParts.check(classes);
    }

    private static boolean internal(JavaClass t) {
        JavaClass base = t;
        while (base.isArray()) {
            base = base.getComponentType();
        }
        return base.getPackageName().startsWith(CORE + ".internal");
    }
}
