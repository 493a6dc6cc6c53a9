package dev.idgen.processor;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * The write step: turns a {@link HelperModel} into the source of its helper class with JavaPoet.
 *
 * <p>The generated class uses only jOOQ API that exists unchanged from 3.19 to 3.21
 * ({@code DSLContext.insertInto(Table)} and {@code insertInto(Table, Collection<Field>)},
 * {@code InsertSetStep.set(Field, T)}, {@code InsertValuesStepN.values(Collection)},
 * {@code DSL.default_(Field)}, {@code DSLContext.newRecord(Table)}, {@code Record.get/set/changed(Field)},
 * {@code Table.fields()}, {@code Table.getName()}, and for Integer and formatted columns
 * {@code TableField.getTable()}, {@code Field.getName()}, {@code Field.getDataType().length()}; for the
 * existing-rows check {@code Table.getSchema()}, {@code Schema.getName()}), and
 * from idgen only {@link IdGenerator}, {@link Strategy}, {@code IdColumns} (Integer columns, widths),
 * {@code IdFormat} and {@code FormattedIdGenerator} (formatted ids), plus {@code IdGenEngine} when
 * {@link EngineFactory} found it. Output is a pure function of the model (no dates, no machine
 * names), so builds are reproducible.
 */
final class HelperWriter {

    static final String PROCESSOR = JooqIdsProcessor.class.getCanonicalName();

    private static final ClassName DSL_CONTEXT = ClassName.get("org.jooq", "DSLContext");
    private static final ClassName INSERT_SET_MORE_STEP = ClassName.get("org.jooq", "InsertSetMoreStep");
    private static final ClassName INSERT_VALUES_STEP_N = ClassName.get("org.jooq", "InsertValuesStepN");
    private static final ClassName FIELD = ClassName.get("org.jooq", "Field");
    private static final ClassName DSL = ClassName.get("org.jooq.impl", "DSL");
    private static final ClassName TABLE_FIELD = ClassName.get("org.jooq", "TableField");
    private static final ClassName SCHEMA = ClassName.get("org.jooq", "Schema");
    private static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    private static final ClassName ID_FORMAT = ClassName.get(IdFormat.class);
    private static final String STARTS_ABOVE_ROWS_DOC = "\n<p>The first time per engine, before the key's first id, the key starts above the ids\n"
            + "the table already holds ({@code ExistingRows.check}: rows written before idgen, seed data).\n";

    private HelperWriter() {
    }

    static JavaFile write(HelperModel model) {
        ClassName helper = model.helper();
        ClassName table = model.tableClass();
        ClassName record = model.recordClass();
        CodeBlock instance = CodeBlock.of("$T.$N", table, model.table().instanceField());
        String column = model.column().field();
        String declaredOn = Declaration.describe(model.annotated());

        TypeSpec.Builder type = TypeSpec.classBuilder(helper)
                .addOriginatingElement(model.annotated())
                .addOriginatingElement(model.table().type())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addAnnotation(AnnotationSpec.builder(GENERATED)
                        .addMember("value", "$S", PROCESSOR)
                        .addMember("comments", "$S", "from @JooqIds on " + declaredOn)
                        .build())
                .addJavadoc(classJavadoc(model, table, column))
                .addJavadoc("\n<p>Declared by {@code @JooqIds} on $L.\n"
                        + "Every id comes from the {@link $T} given to the constructor, drawn when a method of this\n"
                        + "class is called: an id whose row is never inserted is a gap, never handed out again. Ids\n"
                        + "already set on a record are kept. Thread-safe when the generator is (idgen's are).\n", declaredOn,
                        model.idType().generatorType());

        type.addField(FieldSpec.builder(String.class, "KEY", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The key the ids come from.\n")
                .initializer("$S", model.key())
                .build());
        type.addField(FieldSpec.builder(Strategy.class, "STRATEGY", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The strategy of {@link #KEY}.\n")
                .initializer("$T.$N", Strategy.class, model.strategy().name())
                .build());
        type.addField(FieldSpec.builder(ParameterizedTypeName.get(TABLE_FIELD, record, model.idType().columnType()),
                        "COLUMN", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The column that gets the ids, {@code $L.$N}.\n", instance, column)
                .initializer("$L.$N", instance, column)
                .build());
        if (model.format() != null) {
            type.addField(FieldSpec.builder(ID_FORMAT, "FORMAT", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The format of the ids, $L characters long.\n", model.format().length())
                    .initializer("$T.parse($S)", ID_FORMAT, model.format().toString())
                    .build());
        }
        type.addField(model.idType().generatorType(), "generator", Modifier.PRIVATE, Modifier.FINAL);

        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addParameter(model.idType().generatorType(), "generator")
                .addStatement("this.generator = $T.requireNonNull(generator, $S)", Objects.class, "generator");
        if (model.format() != null) {
            constructor.addJavadoc("A helper drawing ids from {@code generator}, which should be the formatted generator of\n"
                            + "{@link #KEY} and {@link #FORMAT}.\n"
                            + "\n@throws $T when {@link #COLUMN} is declared shorter than the\n"
                            + "    generator's ids\n", IdGenConfigurationException.class)
                    .addComment("a width the jOOQ classes know (0: unknown or unlimited)")
                    .addStatement("$T.checkWidth(generator.format(), COLUMN.getDataType().length(),\n"
                            + "KEY, COLUMN.getTable().getName(), COLUMN.getName())", IdColumnType.ID_COLUMNS);
        } else {
            constructor.addJavadoc("A helper drawing ids from {@code generator}, which should be the generator of {@link #KEY}.\n");
        }
        type.addMethod(constructor.build());
        if (model.engineFactory() != null) {
            type.addMethod(engineFactory(model));
            if (startsAboveRows(model)) {
                addStartAboveRows(type, model);
            }
        }
        type.addMethod(nextId(model));
        type.addMethod(insertInto(model, record, instance));
        type.addMethod(insertAll(model, record, instance));
        type.addMethod(newRecord(model, record, instance));
        type.addMethod(newRecords(model, record, instance));
        type.addMethod(assignIds(model, record));
        type.addMethod(anyChanged(record));

        return JavaFile.builder(helper.packageName(), type.build())
                .addFileComment("Generated by idgen-processor from @JooqIds on $L. Do not edit.", declaredOn)
                .indent("    ")
                .skipJavaLangImports(true)
                .build();
    }

    private static CodeBlock classJavadoc(HelperModel model, ClassName table, String column) {
        String where = model.primaryKey() ? "the primary key" : "a column";
        if (model.format() != null) {
            String pattern = model.format().toString();
            // a pattern's braces are balanced ({@code} keeps them); one that could end the comment is not shown
            boolean showable = !pattern.contains("*/") && pattern.chars().noneMatch(Character::isISOControl);
            return CodeBlock.of("Assigns ids of {@link #FORMAT}$L ($L characters)\nto {@link $T#$N}, $L of "
                            + "{@link $T}, before rows are inserted;\nserials from $L.\n",
                    showable ? " {@code " + pattern + "}" : "", model.format().length(), table, column, where, table,
                    serialSource(model));
        }
        return CodeBlock.of("Assigns ids from key {@value #KEY} ($L) to {@link $T#$N}, $L of\n"
                + "{@link $T}, before rows are inserted.$L\n", model.strategy().externalName(), table, column, where, table,
                model.idType() == IdColumnType.INTEGER ? "\nThe column is an {@code Integer}: an id past {@code Integer.MAX_VALUE} is\n"
                        + "an {@code IdExhaustedException}, never a wrap." : "");
    }

    /** Where the serials of a formatted helper come from, for its Javadoc. */
    private static String serialSource(HelperModel model) {
        switch (model.format().serialPeriod()) {
            case NEVER:
                return "segment key {@value #KEY}, never restarting";
            case DAY:
                return "the daily sequence of key {@value #KEY}, restarting at 1 every day";
            case WEEK:
                return "the weekly sequence of key {@value #KEY}, restarting at 1 every ISO week (on Monday)";
            default: // the period the format's date names: a year or a month
                String period = model.format().serialPeriod().name().toLowerCase(java.util.Locale.ROOT);
                return "the " + period + "ly sequence of key {@value #KEY}, restarting at 1 every " + period;
        }
    }

    private static MethodSpec engineFactory(HelperModel model) {
        EngineFactory factory = model.engineFactory();
        MethodSpec.Builder method = MethodSpec.methodBuilder("of")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(model.helper())
                .addParameter(factory.engine(), "engine");
        if (model.format() != null) {
            return method.addJavadoc("A helper drawing ids of {@link #FORMAT} from the engine; serials from\n$L.\n",
                            serialSource(model))
                    .addStatement("return new $T(engine.$N(KEY, FORMAT))", model.helper(), factory.method())
                    .build();
        }
        if (factory.subKey()) {
            return method.addJavadoc("A helper drawing ids from the engine's $L generator of {@link #KEY} and {@code subKey}:\n"
                            + "strictly increasing per sub-key.\n", model.strategy().externalName())
                    .addParameter(String.class, "subKey")
                    .addJavadoc(startsAboveRows(model) ? STARTS_ABOVE_ROWS_DOC : "")
                    .addCode(startsAboveRows(model) ? CodeBlock.of("startAboveExistingRows(engine, subKey);\n") : CodeBlock.of(""))
                    .addStatement("return new $T(engine.$N(STRATEGY.externalName(), KEY, subKey))", model.helper(),
                            factory.method())
                    .build();
        }
        method.addJavadoc("A helper drawing ids from the engine's $L generator of {@link #KEY}.\n",
                model.strategy().externalName());
        if (model.idType() == IdColumnType.INTEGER && model.strategy() == Strategy.SEGMENT && factory.declaresColumns()) {
            // the key's ranges capped by what the INTEGER column has left, so a restart burns little of it
            method.addJavadoc("Declares {@link #COLUMN} to the engine first: the key's ranges are capped by what an\n"
                            + "{@code INTEGER} column has left, so a restart burns at most 1/100 000 of it.\n")
                    .addStatement("engine.$N(STRATEGY.externalName(), KEY, null,\n"
                            + "COLUMN.getTable().getName() + \".\" + COLUMN.getName() + \" (INTEGER)\", $T.MAX_VALUE)",
                            EngineFactory.DECLARE_COLUMN, Integer.class);
        }
        return method.addJavadoc(startsAboveRows(model) ? STARTS_ABOVE_ROWS_DOC : "")
                .addCode(startsAboveRows(model) ? CodeBlock.of("startAboveExistingRows(engine, null);\n") : CodeBlock.of(""))
                .addStatement("return new $T(engine.$N(STRATEGY.externalName(), KEY))", model.helper(), factory.method())
                .build();
    }

    /**
     * Whether the helper starts its key above the table's existing rows: the classpath has the check, the
     * strategy hands out numbers that can be moved (segment, slow-ordered) and the column holds them as numbers
     * ({@code MAX} of a text column is not the highest id).
     */
    static boolean startsAboveRows(HelperModel model) {
        return model.engineFactory() != null && model.engineFactory().existingRows() != null
                && (model.strategy() == Strategy.SEGMENT || model.strategy() == Strategy.SLOW_ORDERED)
                && model.idType() != IdColumnType.STRING && model.idType() != IdColumnType.FORMATTED;
    }

    /**
     * The once-per-engine check: a weak map from engine to the sub-keys checked on it ({@code ""} without one),
     * so a closed engine is not kept, and a check that failed is made again by the next call. Checking twice
     * would be wrong, not only slow: once this engine has handed out ids, the table holds ids at or above
     * the key's next id, and the check would take them for another writer's.
     */
    private static void addStartAboveRows(TypeSpec.Builder type, HelperModel model) {
        ClassName engine = model.engineFactory().engine();
        TypeName checked = ParameterizedTypeName.get(ClassName.get(java.util.Map.class), engine,
                ParameterizedTypeName.get(ClassName.get(java.util.Set.class), ClassName.get(String.class)));
        type.addField(FieldSpec.builder(checked, "STARTED", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("new $T<>()", java.util.WeakHashMap.class)
                .build());
        type.addMethod(MethodSpec.methodBuilder("startAboveExistingRows")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(engine, "engine")
                .addParameter(String.class, "subKey")
                .addJavadoc("Once per engine and sub-key: {@link #KEY} starts above the ids the table already holds.\n")
                .beginControlFlow("synchronized (STARTED)")
                .addStatement("$T<String> done = STARTED.computeIfAbsent(engine, e -> new $T<>())", java.util.Set.class,
                        java.util.HashSet.class)
                .beginControlFlow("if (!done.contains(subKey == null ? \"\" : subKey))")
                .addComment("schema.table as jOOQ's classes name it: the engine's connections may default to another schema")
                .addStatement("$T schema = COLUMN.getTable().getSchema()", SCHEMA)
                .addStatement("String table = schema == null || schema.getName().isEmpty() ? COLUMN.getTable().getName()\n"
                        + ": schema.getName() + \".\" + COLUMN.getTable().getName()")
                .addStatement("$T.check(engine, engine.dataSource(), STRATEGY.externalName(), KEY, subKey, table,\n"
                        + "COLUMN.getName())", model.engineFactory().existingRows())
                .addStatement("done.add(subKey == null ? \"\" : subKey)")
                .endControlFlow()
                .endControlFlow()
                .build());
    }

    private static MethodSpec nextId(HelperModel model) {
        return MethodSpec.methodBuilder("nextId")
                .addModifiers(Modifier.PUBLIC)
                .returns(model.idType().valueType())
                .addJavadoc("A new id, as {@link #COLUMN} holds it, for statements this class does not write.\n")
                .addStatement("return $L", model.idType().nextId())
                .build();
    }

    private static MethodSpec insertInto(HelperModel model, ClassName record, CodeBlock instance) {
        return MethodSpec.methodBuilder("insertInto")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(INSERT_SET_MORE_STEP, record))
                .addParameter(DSL_CONTEXT, "ctx")
                .addJavadoc("An {@code INSERT} into {@link $T} with {@link #COLUMN} already set to a new id: add the\n"
                        + "other columns with {@code set(...)}, then {@code execute()} (or {@code returning(...)}).\n",
                        model.tableClass())
                .addStatement("return ctx.insertInto($L).set(COLUMN, nextId())", instance)
                .build();
    }

    /**
     * On the two methods that call {@code Record.changed(Field)}: jOOQ 3.21 deprecates it for
     * {@code touched(Field)}, which 3.19 lacks, so the generated code keeps {@code changed} and says so.
     */
    private static final AnnotationSpec CHANGED_IS_DEPRECATED_IN_3_21 = AnnotationSpec.builder(SuppressWarnings.class)
            .addMember("value", "$S", "deprecation").build();

    private static MethodSpec insertAll(HelperModel model, ClassName record, CodeBlock instance) {
        TypeName records = ParameterizedTypeName.get(ClassName.get(Collection.class), WildcardTypeName.subtypeOf(record));
        TypeName anyField = ParameterizedTypeName.get(FIELD, WildcardTypeName.subtypeOf(Object.class));
        return MethodSpec.methodBuilder("insertInto")
                .addAnnotation(CHANGED_IS_DEPRECATED_IN_3_21)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(INSERT_VALUES_STEP_N, record))
                .addParameter(DSL_CONTEXT, "ctx")
                .addParameter(records, "records")
                .addJavadoc("One multi-row {@code INSERT} into {@link $T} of {@code records}, after {@link #assignIds}\n"
                        + "gave the records without an id theirs from one {@code nextIds(n)} call. Its columns are\n"
                        + "{@link #COLUMN} and every column a record set; a row whose record did not set one of them\n"
                        + "gets {@code DEFAULT} there (jOOQ's {@code insertInto(table).set(records)} would write\n"
                        + "{@code NULL}). Then {@code execute()} (or add {@code onConflict...()} first). For more rows\n"
                        + "than one statement may bind, use {@code ctx.batchInsert(assignIds(records)).execute()}.\n"
                        + "\n@throws IllegalArgumentException when {@code records} is empty: an {@code INSERT} without\n"
                        + "    rows would insert one row of defaults\n", model.tableClass())
                .beginControlFlow("if (records.isEmpty())")
                .addStatement("throw new $T($S + $L.getName())", IllegalArgumentException.class,
                        "no records to insert into ", instance)
                .endControlFlow()
                .addStatement("assignIds(records)")
                .addComment("the id column and every column some record set; DEFAULT where a record did not set it")
                .addStatement("$T<$T> columns = new $T<>()", List.class, anyField, ArrayList.class)
                .beginControlFlow("for ($T column : $L.fields())", anyField, instance)
                .beginControlFlow("if (column.equals(COLUMN) || anyChanged(records, column))")
                .addStatement("columns.add(column)")
                .endControlFlow()
                .endControlFlow()
                .addStatement("$T<$T> insert = ctx.insertInto($L, columns)", INSERT_VALUES_STEP_N, record, instance)
                .beginControlFlow("for ($T record : records)", record)
                .addStatement("$T<$T> row = new $T<>(columns.size())", List.class, Object.class, ArrayList.class)
                .beginControlFlow("for ($T column : columns)", anyField)
                .addStatement("row.add(column.equals(COLUMN) || record.changed(column) ? record.get(column) : $T.default_(column))",
                        DSL)
                .endControlFlow()
                .addStatement("insert = insert.values(row)")
                .endControlFlow()
                .addStatement("return insert")
                .build();
    }

    private static MethodSpec anyChanged(ClassName record) {
        return MethodSpec.methodBuilder("anyChanged")
                .addAnnotation(CHANGED_IS_DEPRECATED_IN_3_21)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(TypeName.BOOLEAN)
                .addParameter(ParameterizedTypeName.get(ClassName.get(Collection.class), WildcardTypeName.subtypeOf(record)),
                        "records")
                .addParameter(ParameterizedTypeName.get(FIELD, WildcardTypeName.subtypeOf(Object.class)), "column")
                .beginControlFlow("for ($T record : records)", record)
                .beginControlFlow("if (record.changed(column))")
                .addStatement("return true")
                .endControlFlow()
                .endControlFlow()
                .addStatement("return false")
                .build();
    }

    private static MethodSpec newRecord(HelperModel model, ClassName record, CodeBlock instance) {
        return MethodSpec.methodBuilder("newRecord")
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(DSL_CONTEXT, "ctx")
                .addJavadoc("A new {@link $T} attached to {@code ctx}, with {@link #COLUMN} set to a new id;\n"
                        + "{@code store()} inserts it.\n", record)
                .addStatement("$T record = ctx.newRecord($L)", record, instance)
                .addStatement("record.set(COLUMN, nextId())")
                .addStatement("return record")
                .build();
    }

    private static MethodSpec newRecords(HelperModel model, ClassName record, CodeBlock instance) {
        return MethodSpec.methodBuilder("newRecords")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(List.class), record))
                .addParameter(DSL_CONTEXT, "ctx")
                .addParameter(TypeName.INT, "count")
                .addJavadoc("{@code count} new records attached to {@code ctx}, ids from one {@code nextIds(count)} call.\n"
                        + "\n@param count 1 to {@link $T#MAX_BATCH_SIZE}\n", IdGenerator.class)
                .addStatement("$T[] ids = $L", model.idType().element(), model.idType().nextIds("count"))
                .addStatement("$T<$T> records = new $T<>(ids.length)", List.class, record, ArrayList.class)
                .beginControlFlow("for ($T id : ids)", model.idType().element())
                .addStatement("$T record = ctx.newRecord($L)", record, instance)
                .addStatement("record.set(COLUMN, $L)", model.idType().fromElement(CodeBlock.of("id")))
                .addStatement("records.add(record)")
                .endControlFlow()
                .addStatement("return records")
                .build();
    }

    private static MethodSpec assignIds(HelperModel model, ClassName record) {
        TypeVariableName c = TypeVariableName.get("C",
                ParameterizedTypeName.get(ClassName.get(Collection.class), WildcardTypeName.subtypeOf(record)));
        return MethodSpec.methodBuilder("assignIds")
                .addModifiers(Modifier.PUBLIC)
                .addTypeVariable(c)
                .returns(c)
                .addParameter(c, "records")
                .addJavadoc("Sets {@link #COLUMN} on every record of {@code records} that has no id yet, with ids from\n"
                        + "one {@code nextIds(n)} call (no call when every record has one), e.g. for\n"
                        + "{@code ctx.batchInsert(helper.assignIds(records)).execute()}.\n"
                        + "\n@return {@code records}\n"
                        + "@throws dev.idgen.InvalidIdRequestException when more than {@link $T#MAX_BATCH_SIZE} records\n"
                        + "    need an id\n", IdGenerator.class)
                .addStatement("int missing = 0")
                .beginControlFlow("for ($T record : records)", record)
                .beginControlFlow("if (record.get(COLUMN) == null)")
                .addStatement("missing++")
                .endControlFlow()
                .endControlFlow()
                .beginControlFlow("if (missing > 0)")
                .addStatement("$T[] ids = $L", model.idType().element(), model.idType().nextIds("missing"))
                .addStatement("int next = 0")
                .beginControlFlow("for ($T record : records)", record)
                .beginControlFlow("if (record.get(COLUMN) == null)")
                .addStatement("record.set(COLUMN, $L)", model.idType().fromElement(CodeBlock.of("ids[next++]")))
                .endControlFlow()
                .endControlFlow()
                .endControlFlow()
                .addStatement("return records")
                .build();
    }
}
